import { MigrationInterface, QueryRunner } from "typeorm";

export class TimeSheetAuditAndClosedMonths1795713815845 implements MigrationInterface {
    name = 'TimeSheetAuditAndClosedMonths1795713815845'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "closed_month" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "month" varchar(7) NOT NULL DEFAULT (''),
                "closedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "closedById" integer,
                "closedByName" varchar(255) NOT NULL DEFAULT (''),
                CONSTRAINT "UQ_1c426b926539bdd9cbc1aca9a78" UNIQUE ("month")
            )
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
            CREATE INDEX "IDX_db41f51cf5d54b9b4af122eb89" ON "working_time_change" ("employeeId", "month")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_1798f308da8ed97f7eab2b3860" ON "working_time_change" ("month", "id")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_1798f308da8ed97f7eab2b3860"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_db41f51cf5d54b9b4af122eb89"
        `);
        await queryRunner.query(`
            DROP TABLE "working_time_change"
        `);
        await queryRunner.query(`
            DROP TABLE "closed_month"
        `);
    }

}
