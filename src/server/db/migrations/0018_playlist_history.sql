CREATE TABLE "playlist_goal" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"playlist_id" uuid NOT NULL,
	"pace_kind" text NOT NULL,
	"pace_value" integer NOT NULL,
	"start_day" text NOT NULL,
	"target_date" text NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_note_progress" (
	"user_id" text NOT NULL,
	"playlist_id" uuid NOT NULL,
	"note_id" uuid NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_day" text,
	"last_viewed_at" timestamp with time zone,
	CONSTRAINT "playlist_note_progress_user_id_playlist_id_note_id_pk" PRIMARY KEY("user_id","playlist_id","note_id"),
	CONSTRAINT "playlist_note_progress_range" CHECK ("playlist_note_progress"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "playlist_note_task" (
	"user_id" text NOT NULL,
	"playlist_id" uuid NOT NULL,
	"note_id" uuid NOT NULL,
	"task_type" text NOT NULL,
	"day" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_note_task_user_id_playlist_id_note_id_task_type_pk" PRIMARY KEY("user_id","playlist_id","note_id","task_type")
);
--> statement-breakpoint
CREATE TABLE "playlist_streak_day" (
	"user_id" text NOT NULL,
	"playlist_id" uuid NOT NULL,
	"day" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_streak_day_user_id_playlist_id_day_pk" PRIMARY KEY("user_id","playlist_id","day")
);
--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "playlist_goal" ADD CONSTRAINT "playlist_goal_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_goal" ADD CONSTRAINT "playlist_goal_playlist_id_playlist_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_note_progress" ADD CONSTRAINT "playlist_note_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_note_progress" ADD CONSTRAINT "playlist_note_progress_playlist_id_playlist_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_note_progress" ADD CONSTRAINT "playlist_note_progress_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_note_task" ADD CONSTRAINT "playlist_note_task_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_note_task" ADD CONSTRAINT "playlist_note_task_playlist_id_playlist_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_note_task" ADD CONSTRAINT "playlist_note_task_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_streak_day" ADD CONSTRAINT "playlist_streak_day_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_streak_day" ADD CONSTRAINT "playlist_streak_day_playlist_id_playlist_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_goal_one" ON "playlist_goal" USING btree ("user_id","playlist_id");--> statement-breakpoint
CREATE INDEX "playlist_goal_user_active" ON "playlist_goal" USING btree ("user_id","active_at");--> statement-breakpoint
CREATE INDEX "playlist_goal_playlist" ON "playlist_goal" USING btree ("playlist_id");--> statement-breakpoint
CREATE INDEX "playlist_note_progress_note" ON "playlist_note_progress" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "playlist_note_progress_playlist" ON "playlist_note_progress" USING btree ("playlist_id");--> statement-breakpoint
CREATE INDEX "playlist_note_task_note" ON "playlist_note_task" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "playlist_note_task_playlist" ON "playlist_note_task" USING btree ("playlist_id");--> statement-breakpoint
CREATE INDEX "playlist_streak_day_playlist" ON "playlist_streak_day" USING btree ("playlist_id");