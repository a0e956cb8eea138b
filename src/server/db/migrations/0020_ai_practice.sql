CREATE TABLE "ai_chat_message" (
	"id" uuid PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"role" text NOT NULL,
	"mode" text DEFAULT 'chat' NOT NULL,
	"content" text NOT NULL,
	"correction" jsonb,
	"translation" text,
	"translation_language" text,
	"audio_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_chat_thread" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"note_id" uuid NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summarized_through" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_usage" (
	"user_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"milliseconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "voice_usage_user_id_period_start_pk" PRIMARY KEY("user_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "clip_suggestion" (
	"user_id" text NOT NULL,
	"yt_id" text NOT NULL,
	"level" text NOT NULL,
	"language" text NOT NULL,
	"clips" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clip_suggestion_user_id_yt_id_level_pk" PRIMARY KEY("user_id","yt_id","level")
);
--> statement-breakpoint
ALTER TABLE "ai_chat_message" ADD CONSTRAINT "ai_chat_message_thread_id_ai_chat_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."ai_chat_thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_thread" ADD CONSTRAINT "ai_chat_thread_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_thread" ADD CONSTRAINT "ai_chat_thread_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_usage" ADD CONSTRAINT "voice_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clip_suggestion" ADD CONSTRAINT "clip_suggestion_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_chat_message_thread" ON "ai_chat_message" USING btree ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_chat_thread_user_note" ON "ai_chat_thread" USING btree ("user_id","note_id");