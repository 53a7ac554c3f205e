-- Entries stored before every insert kept a first version (chapter creation, the demo seed) get
-- one now, as they stand, so History always starts somewhere.
INSERT INTO "question_versions" ("question_id", "question_object", "status", "editor_id", "comment", "created_at")
SELECT q."id", q."question_object",
       CASE WHEN q."approved" IS NULL THEN 'On Review' WHEN q."approved" THEN 'Approved' ELSE 'Declined' END,
       coalesce(q."updated_by", q."created_by"), q."review_comment", q."updated_at"
FROM "questions" q
WHERE NOT EXISTS (SELECT 1 FROM "question_versions" v WHERE v."question_id" = q."id");
