import { MigrationInterface, QueryRunner } from "typeorm";

export class AuditTrailSubjects1795717242397 implements MigrationInterface {
    name = 'AuditTrailSubjects1795717242397'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_1798f308da8ed97f7eab2b3860"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_db41f51cf5d54b9b4af122eb89"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_working_time_change" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "byId" integer,
                "byName" varchar(255) NOT NULL DEFAULT (''),
                "action" varchar(20) NOT NULL DEFAULT (''),
                "month" varchar(7) NOT NULL DEFAULT (''),
                "activityId" integer,
                "employeeId" integer,
                "employeeName" varchar(255) NOT NULL DEFAULT (''),
                "before" json,
                "after" json,
                "reason" text NOT NULL,
                "subject" varchar(20) NOT NULL DEFAULT (''),
                "recordId" integer
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_working_time_change"(
                    "id",
                    "at",
                    "byId",
                    "byName",
                    "action",
                    "month",
                    "activityId",
                    "employeeId",
                    "employeeName",
                    "before",
                    "after",
                    "reason"
                )
            SELECT "id",
                "at",
                "byId",
                "byName",
                "action",
                "month",
                "activityId",
                "employeeId",
                "employeeName",
                "before",
                "after",
                "reason"
            FROM "working_time_change"
        `);
        await queryRunner.query(`
            DROP TABLE "working_time_change"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_working_time_change"
                RENAME TO "working_time_change"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_1798f308da8ed97f7eab2b3860" ON "working_time_change" ("month", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_db41f51cf5d54b9b4af122eb89" ON "working_time_change" ("employeeId", "month")
        `);
        // Entries so far were about activities, or about a month closed or reopened.
        await queryRunner.query(`
            UPDATE "working_time_change"
            SET "subject" = CASE WHEN "action" IN ('monthClosed', 'monthReopened') THEN 'month' ELSE 'activity' END,
                "recordId" = "activityId"
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_db41f51cf5d54b9b4af122eb89"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_1798f308da8ed97f7eab2b3860"
        `);
        await queryRunner.query(`
            ALTER TABLE "working_time_change"
                RENAME TO "temporary_working_time_change"
        `);
        await queryRunner.query(`
            CREATE TABLE "working_time_change" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "byId" integer,
                "byName" varchar(255) NOT NULL DEFAULT (''),
                "action" varchar(20) NOT NULL DEFAULT (''),
                "month" varchar(7) NOT NULL DEFAULT (''),
                "activityId" integer,
                "employeeId" integer,
                "employeeName" varchar(255) NOT NULL DEFAULT (''),
                "before" json,
                "after" json,
                "reason" text NOT NULL
            )
        `);
        await queryRunner.query(`
            INSERT INTO "working_time_change"(
                    "id",
                    "at",
                    "byId",
                    "byName",
                    "action",
                    "month",
                    "activityId",
                    "employeeId",
                    "employeeName",
                    "before",
                    "after",
                    "reason"
                )
            SELECT "id",
                "at",
                "byId",
                "byName",
                "action",
                "month",
                "activityId",
                "employeeId",
                "employeeName",
                "before",
                "after",
                "reason"
            FROM "temporary_working_time_change"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_working_time_change"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_db41f51cf5d54b9b4af122eb89" ON "working_time_change" ("employeeId", "month")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_1798f308da8ed97f7eab2b3860" ON "working_time_change" ("month", "id")
        `);
    }

}
