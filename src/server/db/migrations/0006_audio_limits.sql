CREATE TABLE "audio_file" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audio_renders" (
	"user_id" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"renders" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_file" ADD CONSTRAINT "audio_file_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_renders" ADD CONSTRAINT "audio_renders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_file_user_used" ON "audio_file" USING btree ("user_id","last_used_at");