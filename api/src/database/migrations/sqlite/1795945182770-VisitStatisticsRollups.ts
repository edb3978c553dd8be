import { MigrationInterface, QueryRunner } from "typeorm";

export class VisitStatisticsRollups1795945182770 implements MigrationInterface {
    name = 'VisitStatisticsRollups1795945182770'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "statistics_event_day" (
                "day" varchar(10) NOT NULL,
                "type" varchar(100) NOT NULL,
                "action" varchar(100) NOT NULL,
                "category" varchar(100) NOT NULL,
                "count" integer NOT NULL DEFAULT (0),
                PRIMARY KEY ("day", "type", "action", "category")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "statistics_page_day" (
                "day" varchar(10) NOT NULL,
                "path" varchar(255) NOT NULL,
                "views" integer NOT NULL DEFAULT (0),
                "visitors" integer NOT NULL DEFAULT (0),
                PRIMARY KEY ("day", "path")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "statistics_page_month" (
                "month" varchar(7) NOT NULL,
                "path" varchar(255) NOT NULL,
                "views" integer NOT NULL DEFAULT (0),
                "visitors" integer NOT NULL DEFAULT (0),
                PRIMARY KEY ("month", "path")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "statistics_visit_day" (
                "day" varchar(10) PRIMARY KEY NOT NULL,
                "pageViews" integer NOT NULL DEFAULT (0),
                "visitors" integer NOT NULL DEFAULT (0)
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "statistics_visit_slot_day" (
                "day" varchar(10) NOT NULL,
                "slot" integer NOT NULL,
                "weekday" integer NOT NULL,
                "visitors" integer NOT NULL DEFAULT (0),
                PRIMARY KEY ("day", "slot")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "statistics_visit_slot_month" (
                "month" varchar(7) NOT NULL,
                "weekday" integer NOT NULL,
                "slot" integer NOT NULL,
                "visitors" integer NOT NULL DEFAULT (0),
                PRIMARY KEY ("month", "weekday", "slot")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "statistics_visitor_seen" (
                "day" varchar(10) NOT NULL,
                "visitor" varchar(64) NOT NULL,
                "path" varchar(255) NOT NULL,
                PRIMARY KEY ("day", "visitor", "path")
            )
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_291bd614fccdf4540a5def2f71"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_analytics_log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "type" varchar(100) NOT NULL DEFAULT (''),
                "action" varchar(100) NOT NULL DEFAULT (''),
                "category" varchar(100) NOT NULL DEFAULT (''),
                "data" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "visitor" varchar(64)
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_analytics_log"(
                    "id",
                    "type",
                    "action",
                    "category",
                    "data",
                    "createdAt"
                )
            SELECT "id",
                "type",
                "action",
                "category",
                "data",
                "createdAt"
            FROM "analytics_log"
        `);
        await queryRunner.query(`
            DROP TABLE "analytics_log"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_analytics_log"
                RENAME TO "analytics_log"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_291bd614fccdf4540a5def2f71" ON "analytics_log" ("createdAt")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_291bd614fccdf4540a5def2f71"
        `);
        await queryRunner.query(`
            ALTER TABLE "analytics_log"
                RENAME TO "temporary_analytics_log"
        `);
        await queryRunner.query(`
            CREATE TABLE "analytics_log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "type" varchar(100) NOT NULL DEFAULT (''),
                "action" varchar(100) NOT NULL DEFAULT (''),
                "category" varchar(100) NOT NULL DEFAULT (''),
                "data" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            INSERT INTO "analytics_log"(
                    "id",
                    "type",
                    "action",
                    "category",
                    "data",
                    "createdAt"
                )
            SELECT "id",
                "type",
                "action",
                "category",
                "data",
                "createdAt"
            FROM "temporary_analytics_log"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_analytics_log"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_291bd614fccdf4540a5def2f71" ON "analytics_log" ("createdAt")
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_visitor_seen"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_visit_slot_month"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_visit_slot_day"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_visit_day"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_page_month"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_page_day"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_event_day"
        `);
    }

}
