CREATE TABLE "team_note" (
	"team_id" text NOT NULL,
	"note_id" uuid NOT NULL,
	"shared_by" text NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_note_team_id_note_id_pk" PRIMARY KEY("team_id","note_id")
);
--> statement-breakpoint
ALTER TABLE "note" ADD COLUMN "source_note_id" uuid;--> statement-breakpoint
ALTER TABLE "team_note" ADD CONSTRAINT "team_note_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_note" ADD CONSTRAINT "team_note_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_note" ADD CONSTRAINT "team_note_shared_by_user_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_note_page" ON "team_note" USING btree ("team_id","shared_at","note_id");--> statement-breakpoint
CREATE INDEX "team_note_shared_by" ON "team_note" USING btree ("shared_by");--> statement-breakpoint
ALTER TABLE "note" ADD CONSTRAINT "note_source_note_id_note_id_fk" FOREIGN KEY ("source_note_id") REFERENCES "public"."note"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_one_pending" ON "invitation" USING btree ("organization_id","email") WHERE "invitation"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "member_organization_user" ON "member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "note_one_copy_per_source" ON "note" USING btree ("user_id","source_note_id");