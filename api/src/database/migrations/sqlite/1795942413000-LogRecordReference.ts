import { MigrationInterface, QueryRunner } from "typeorm";

export class LogRecordReference1795942413000 implements MigrationInterface {
    name = 'LogRecordReference1795942413000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_8751ee313fa79486a1eafac2d4"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_8e4eb51a35d81b64dda28eed0a"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "level" varchar(10) NOT NULL DEFAULT (''),
                "channel" varchar(100) NOT NULL DEFAULT (''),
                "message" text NOT NULL,
                "context" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer,
                "recordType" varchar(50),
                "recordId" integer,
                CONSTRAINT "FK_cea2ed3a494729d4b21edbd2983" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_log"(
                    "id",
                    "level",
                    "channel",
                    "message",
                    "context",
                    "createdAt",
                    "userId"
                )
            SELECT "id",
                "level",
                "channel",
                "message",
                "context",
                "createdAt",
                "userId"
            FROM "log"
        `);
        await queryRunner.query(`
            DROP TABLE "log"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_log"
                RENAME TO "log"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_8751ee313fa79486a1eafac2d4" ON "log" ("channel", "createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_8e4eb51a35d81b64dda28eed0a" ON "log" ("createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_573d486bd8f0601acd36de24d5" ON "log" ("recordType", "recordId")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_573d486bd8f0601acd36de24d5"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_8e4eb51a35d81b64dda28eed0a"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_8751ee313fa79486a1eafac2d4"
        `);
        await queryRunner.query(`
            ALTER TABLE "log"
                RENAME TO "temporary_log"
        `);
        await queryRunner.query(`
            CREATE TABLE "log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "level" varchar(10) NOT NULL DEFAULT (''),
                "channel" varchar(100) NOT NULL DEFAULT (''),
                "message" text NOT NULL,
                "context" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer,
                CONSTRAINT "FK_cea2ed3a494729d4b21edbd2983" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "log"(
                    "id",
                    "level",
                    "channel",
                    "message",
                    "context",
                    "createdAt",
                    "userId"
                )
            SELECT "id",
                "level",
                "channel",
                "message",
                "context",
                "createdAt",
                "userId"
            FROM "temporary_log"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_log"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_8e4eb51a35d81b64dda28eed0a" ON "log" ("createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_8751ee313fa79486a1eafac2d4" ON "log" ("channel", "createdAt")
        `);
    }

}
