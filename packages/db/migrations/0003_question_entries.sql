CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"chapter_minigame_id" integer,
	"topic_id" integer,
	"question_object" jsonb NOT NULL,
	"approved" boolean,
	"review_comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_chapter_minigame_id_chapter_minigames_id_fk" FOREIGN KEY ("chapter_minigame_id") REFERENCES "public"."chapter_minigames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_subject_review_idx" ON "questions" USING btree ("subject_id","approved");--> statement-breakpoint
CREATE INDEX "questions_chapter_minigame_idx" ON "questions" USING btree ("chapter_minigame_id");