import { MigrationInterface, QueryRunner } from "typeorm";
import { readPlainLinkTokens, writeLinkTokenHashes } from "../time-tracking-token-hashes.js";

export class TimeTrackingTokenHash1795713800053 implements MigrationInterface {
    name = 'TimeTrackingTokenHash1795713800053'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Existing links keep working: their tokens are hashed into the new column.
        const tokens = await readPlainLinkTokens(queryRunner, '"user"');
        await queryRunner.query(`
            CREATE TABLE "temporary_user" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "username" varchar(180) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "firstName" varchar(100) NOT NULL DEFAULT (''),
                "lastName" varchar(100) NOT NULL DEFAULT (''),
                "password" varchar(255) NOT NULL DEFAULT (''),
                "roles" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "isLocked" boolean NOT NULL DEFAULT (0),
                "expiresAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "UQ_78a916df40e02a9deb1c4b75edb" UNIQUE ("username")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_user"(
                    "id",
                    "username",
                    "email",
                    "firstName",
                    "lastName",
                    "password",
                    "roles",
                    "isEnabled",
                    "isLocked",
                    "expiresAt",
                    "createdAt",
                    "updatedAt"
                )
            SELECT "id",
                "username",
                "email",
                "firstName",
                "lastName",
                "password",
                "roles",
                "isEnabled",
                "isLocked",
                "expiresAt",
                "createdAt",
                "updatedAt"
            FROM "user"
        `);
        await queryRunner.query(`
            DROP TABLE "user"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_user"
                RENAME TO "user"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_user" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "username" varchar(180) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "firstName" varchar(100) NOT NULL DEFAULT (''),
                "lastName" varchar(100) NOT NULL DEFAULT (''),
                "password" varchar(255) NOT NULL DEFAULT (''),
                "roles" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "isLocked" boolean NOT NULL DEFAULT (0),
                "expiresAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "timeTrackingTokenHash" varchar(64) NOT NULL DEFAULT (''),
                "timeTrackingLinkCreatedAt" datetime(6),
                CONSTRAINT "UQ_78a916df40e02a9deb1c4b75edb" UNIQUE ("username")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_user"(
                    "id",
                    "username",
                    "email",
                    "firstName",
                    "lastName",
                    "password",
                    "roles",
                    "isEnabled",
                    "isLocked",
                    "expiresAt",
                    "createdAt",
                    "updatedAt"
                )
            SELECT "id",
                "username",
                "email",
                "firstName",
                "lastName",
                "password",
                "roles",
                "isEnabled",
                "isLocked",
                "expiresAt",
                "createdAt",
                "updatedAt"
            FROM "user"
        `);
        await queryRunner.query(`
            DROP TABLE "user"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_user"
                RENAME TO "user"
        `);
        await writeLinkTokenHashes(queryRunner, '"user"', tokens);
    }

    // A hash cannot be turned back into a token: after going down every link must be renewed.
    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "user"
                RENAME TO "temporary_user"
        `);
        await queryRunner.query(`
            CREATE TABLE "user" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "username" varchar(180) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "firstName" varchar(100) NOT NULL DEFAULT (''),
                "lastName" varchar(100) NOT NULL DEFAULT (''),
                "password" varchar(255) NOT NULL DEFAULT (''),
                "roles" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "isLocked" boolean NOT NULL DEFAULT (0),
                "expiresAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "UQ_78a916df40e02a9deb1c4b75edb" UNIQUE ("username")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "user"(
                    "id",
                    "username",
                    "email",
                    "firstName",
                    "lastName",
                    "password",
                    "roles",
                    "isEnabled",
                    "isLocked",
                    "expiresAt",
                    "createdAt",
                    "updatedAt"
                )
            SELECT "id",
                "username",
                "email",
                "firstName",
                "lastName",
                "password",
                "roles",
                "isEnabled",
                "isLocked",
                "expiresAt",
                "createdAt",
                "updatedAt"
            FROM "temporary_user"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_user"
        `);
        await queryRunner.query(`
            ALTER TABLE "user"
                RENAME TO "temporary_user"
        `);
        await queryRunner.query(`
            CREATE TABLE "user" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "username" varchar(180) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "firstName" varchar(100) NOT NULL DEFAULT (''),
                "lastName" varchar(100) NOT NULL DEFAULT (''),
                "password" varchar(255) NOT NULL DEFAULT (''),
                "roles" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "isLocked" boolean NOT NULL DEFAULT (0),
                "expiresAt" datetime(6),
                "timeTrackingToken" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "UQ_78a916df40e02a9deb1c4b75edb" UNIQUE ("username")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "user"(
                    "id",
                    "username",
                    "email",
                    "firstName",
                    "lastName",
                    "password",
                    "roles",
                    "isEnabled",
                    "isLocked",
                    "expiresAt",
                    "createdAt",
                    "updatedAt"
                )
            SELECT "id",
                "username",
                "email",
                "firstName",
                "lastName",
                "password",
                "roles",
                "isEnabled",
                "isLocked",
                "expiresAt",
                "createdAt",
                "updatedAt"
            FROM "temporary_user"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_user"
        `);
    }

}
