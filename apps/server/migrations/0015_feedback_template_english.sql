-- The feedback questionnaire in English too: each template's title and each question's title and
-- hint get an English text beside the Chinese one (empty: the Chinese text is shown instead).
ALTER TABLE "form_templates" ADD COLUMN "form_title_en" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_template_fields" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_template_fields" ADD COLUMN "content_en" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "form_templates" SET "form_title_en" = 'We are listening · Employee feedback' WHERE "key" = 'listenToMe';
--> statement-breakpoint
UPDATE "form_template_fields" SET "title_en" = english."title", "content_en" = english."content"
FROM (VALUES
	(1, 'Workplace and facilities', 'Desks, meeting rooms, network, canteen, shuttle bus: what problems do you see, and what would you improve?'),
	(2, 'Processes and policies', 'Which approval, expense or collaboration processes feel cumbersome? How would you improve them?'),
	(3, 'Teamwork and communication', 'What difficulties have you met working across departments? Which good practices should spread?'),
	(4, 'Growth and development', 'In training, promotion and career development, what support would you most like from the company?'),
	(5, 'Anything else', 'Anything you want to tell the company can go here; we read every answer carefully.')
) AS english("rank", "title", "content")
WHERE "form_template_fields"."template_key" = 'listenToMe' AND "form_template_fields"."rank" = english."rank";
