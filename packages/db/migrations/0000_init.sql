CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(60) NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"password_hash" text NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" varchar(60) NOT NULL,
	"parent_id" integer,
	"name" varchar(80) NOT NULL,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "chapter_minigames" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"minigame_id" integer NOT NULL,
	"parent_id" integer,
	"teaching_material_id" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"completion_rate" smallint DEFAULT 100 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnostic_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" varchar(60),
	"game_module" smallint,
	"name" varchar(80) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "diagnostic_games_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_modules" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_pages" (
	"type" varchar(20) PRIMARY KEY NOT NULL,
	"page_name" varchar(80) NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minigame_teaching_materials" (
	"minigame_id" integer NOT NULL,
	"teaching_material_id" integer NOT NULL,
	CONSTRAINT "minigame_teaching_materials_minigame_id_teaching_material_id_pk" PRIMARY KEY("minigame_id","teaching_material_id")
);
--> statement-breakpoint
CREATE TABLE "minigames" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" varchar(60),
	"name" varchar(80) NOT NULL,
	"game_module_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text,
	"screenshots" jsonb DEFAULT '{"doc":null,"chatbot":null}'::jsonb NOT NULL,
	"video" jsonb DEFAULT '{"doc":null,"chatbot":null}'::jsonb NOT NULL,
	"minimum_entries" integer DEFAULT 10 NOT NULL,
	"is_doc" boolean DEFAULT false NOT NULL,
	"is_chatbot" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "minigames_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"user_id" integer,
	"admin_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "subject_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer,
	"invited_email" varchar(254),
	"role_id" smallint DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_id" integer NOT NULL,
	"category_id" integer,
	"adaptive" boolean DEFAULT false NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"has_diagnostic_test" boolean DEFAULT false NOT NULL,
	"image" text,
	"prerequisite" jsonb,
	"publishable" boolean DEFAULT true NOT NULL,
	"last_publish_date" timestamp with time zone,
	"last_publish_version" integer,
	"last_publish_status" varchar(20),
	"play_sessions" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"delete_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subjects_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "teaching_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" varchar(60),
	"name" varchar(80) NOT NULL,
	"logo" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "teaching_materials_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(30) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text,
	"google_id" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"is_service" boolean DEFAULT false NOT NULL,
	"profile_complete" boolean DEFAULT false NOT NULL,
	"first_name" varchar(60),
	"last_name" varchar(60),
	"phone_number" varchar(20),
	"birthday" date,
	"timezone" varchar(64),
	"topic" varchar(100),
	"short_bio" varchar(160),
	"contact_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"avatar" text,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_minigames" ADD CONSTRAINT "chapter_minigames_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_minigames" ADD CONSTRAINT "chapter_minigames_minigame_id_minigames_id_fk" FOREIGN KEY ("minigame_id") REFERENCES "public"."minigames"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_minigames" ADD CONSTRAINT "chapter_minigames_parent_id_chapter_minigames_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chapter_minigames"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_minigames" ADD CONSTRAINT "chapter_minigames_teaching_material_id_teaching_materials_id_fk" FOREIGN KEY ("teaching_material_id") REFERENCES "public"."teaching_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_minigames" ADD CONSTRAINT "chapter_minigames_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_teaching_materials" ADD CONSTRAINT "minigame_teaching_materials_minigame_id_minigames_id_fk" FOREIGN KEY ("minigame_id") REFERENCES "public"."minigames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_teaching_materials" ADD CONSTRAINT "minigame_teaching_materials_teaching_material_id_teaching_materials_id_fk" FOREIGN KEY ("teaching_material_id") REFERENCES "public"."teaching_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigames" ADD CONSTRAINT "minigames_game_module_id_game_modules_id_fk" FOREIGN KEY ("game_module_id") REFERENCES "public"."game_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_members" ADD CONSTRAINT "subject_members_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_members" ADD CONSTRAINT "subject_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "chapter_minigames_chapter_idx" ON "chapter_minigames" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "chapters_subject_idx" ON "chapters" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "mtm_material_idx" ON "minigame_teaching_materials" USING btree ("teaching_material_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_admin_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subject_members_user_idx" ON "subject_members" USING btree ("subject_id","user_id");--> statement-breakpoint
CREATE INDEX "subject_members_by_user_idx" ON "subject_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subjects_owner_idx" ON "subjects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "subjects_category_idx" ON "subjects" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));