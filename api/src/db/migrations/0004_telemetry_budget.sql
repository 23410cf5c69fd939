ALTER TABLE "telemetry_minutes" ADD COLUMN "sampled_out" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "telemetry_records" ADD COLUMN "client" varchar(16);