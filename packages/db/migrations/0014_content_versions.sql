CREATE TABLE "content_versions" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
