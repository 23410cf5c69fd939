CREATE TABLE "telemetry_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trace" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"remote" varchar(16) NOT NULL,
	"variant" varchar(8) NOT NULL,
	"release" varchar(64) NOT NULL,
	"route" varchar(100) NOT NULL,
	"outcome" varchar(16),
	"phase" varchar(16),
	"manifest_ms" integer,
	"entry_ms" integer,
	"chunk_ms" integer,
	"render_ms" integer,
	"name" varchar(8),
	"value" double precision,
	"source" varchar(24),
	"message" varchar(200),
	"stack" varchar(1000)
);
--> statement-breakpoint
CREATE INDEX "telemetry_records_received_idx" ON "telemetry_records" USING btree ("received_at");--> statement-breakpoint
CREATE TABLE "telemetry_minutes" (
	"minute" timestamp with time zone NOT NULL,
	"remote" varchar(16) NOT NULL,
	"release" varchar(64) NOT NULL,
	"variant" varchar(8) NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"fallbacks" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"vitals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "telemetry_minutes_pk" PRIMARY KEY("minute","remote","release","variant")
);
--> statement-breakpoint
CREATE TABLE "release_rollbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"remote" varchar(16) NOT NULL,
	"release" varchar(64) NOT NULL,
	"reason" varchar(300) NOT NULL
);
