import { MigrationInterface, QueryRunner } from "typeorm";

export class Absences1795713525386 implements MigrationInterface {
    name = 'Absences1795713525386'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "absence" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "kind" varchar(10) NOT NULL DEFAULT ('holiday'),
                "from" varchar(10) NOT NULL DEFAULT (''),
                "to" varchar(10) NOT NULL DEFAULT (''),
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_d5e895ec7c8dfd69f74b8fe3a0" ON "absence" ("userId", "from")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_d5e895ec7c8dfd69f74b8fe3a0"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_absence" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "kind" varchar(10) NOT NULL DEFAULT ('holiday'),
                "from" varchar(10) NOT NULL DEFAULT (''),
                "to" varchar(10) NOT NULL DEFAULT (''),
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                CONSTRAINT "FK_a2cd12ac708c89421eb6fd91ff5" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_absence"(
                    "id",
                    "kind",
                    "from",
                    "to",
                    "comment",
                    "createdAt",
                    "updatedAt",
                    "userId"
                )
            SELECT "id",
                "kind",
                "from",
                "to",
                "comment",
                "createdAt",
                "updatedAt",
                "userId"
            FROM "absence"
        `);
        await queryRunner.query(`
            DROP TABLE "absence"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_absence"
                RENAME TO "absence"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_d5e895ec7c8dfd69f74b8fe3a0" ON "absence" ("userId", "from")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_d5e895ec7c8dfd69f74b8fe3a0"
        `);
        await queryRunner.query(`
            ALTER TABLE "absence"
                RENAME TO "temporary_absence"
        `);
        await queryRunner.query(`
            CREATE TABLE "absence" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "kind" varchar(10) NOT NULL DEFAULT ('holiday'),
                "from" varchar(10) NOT NULL DEFAULT (''),
                "to" varchar(10) NOT NULL DEFAULT (''),
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            INSERT INTO "absence"(
                    "id",
                    "kind",
                    "from",
                    "to",
                    "comment",
                    "createdAt",
                    "updatedAt",
                    "userId"
                )
            SELECT "id",
                "kind",
                "from",
                "to",
                "comment",
                "createdAt",
                "updatedAt",
                "userId"
            FROM "temporary_absence"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_absence"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_d5e895ec7c8dfd69f74b8fe3a0" ON "absence" ("userId", "from")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_d5e895ec7c8dfd69f74b8fe3a0"
        `);
        await queryRunner.query(`
            DROP TABLE "absence"
        `);
    }

}
