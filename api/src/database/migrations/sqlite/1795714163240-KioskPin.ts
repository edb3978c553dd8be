import { MigrationInterface, QueryRunner } from "typeorm";

export class KioskPin1795714163240 implements MigrationInterface {
    name = 'KioskPin1795714163240'

    public async up(queryRunner: QueryRunner): Promise<void> {
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
                "kioskPinHash" varchar(255) NOT NULL DEFAULT (''),
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
                    "updatedAt",
                    "timeTrackingTokenHash",
                    "timeTrackingLinkCreatedAt"
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
                "updatedAt",
                "timeTrackingTokenHash",
                "timeTrackingLinkCreatedAt"
            FROM "user"
        `);
        await queryRunner.query(`
            DROP TABLE "user"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_user"
                RENAME TO "user"
        `);
    }

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
                "timeTrackingTokenHash" varchar(64) NOT NULL DEFAULT (''),
                "timeTrackingLinkCreatedAt" datetime(6),
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
                    "updatedAt",
                    "timeTrackingTokenHash",
                    "timeTrackingLinkCreatedAt"
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
                "updatedAt",
                "timeTrackingTokenHash",
                "timeTrackingLinkCreatedAt"
            FROM "temporary_user"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_user"
        `);
    }

}
