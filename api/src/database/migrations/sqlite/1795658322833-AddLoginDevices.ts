import { MigrationInterface, QueryRunner } from "typeorm";

export class AddLoginDevices1795658322833 implements MigrationInterface {
    name = 'AddLoginDevices1795658322833'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "login_device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "tokenHash" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL,
                "lastUsedAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "userId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_a92f417e893fd7309d266a6ded" ON "login_device" ("userId")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_715c7f5ffd6156db7e1aa875ac" ON "login_device" ("tokenHash")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_e5f3d523a22bce9b6f4fa3bf75"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_c1b721da65751cb87455cda86b"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_login_attempt" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "username" varchar(180) NOT NULL DEFAULT (''),
                "ip" varchar(64) NOT NULL DEFAULT (''),
                "isSuccessful" boolean NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL,
                "deviceId" integer
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_login_attempt"(
                    "id",
                    "username",
                    "ip",
                    "isSuccessful",
                    "createdAt"
                )
            SELECT "id",
                "username",
                "ip",
                "isSuccessful",
                "createdAt"
            FROM "login_attempt"
        `);
        await queryRunner.query(`
            DROP TABLE "login_attempt"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_login_attempt"
                RENAME TO "login_attempt"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_e5f3d523a22bce9b6f4fa3bf75" ON "login_attempt" ("username", "createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_c1b721da65751cb87455cda86b" ON "login_attempt" ("ip", "createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_8de49e07b8cb9148f333bc3baa" ON "login_attempt" ("deviceId", "createdAt")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_a92f417e893fd7309d266a6ded"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_715c7f5ffd6156db7e1aa875ac"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_login_device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "tokenHash" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL,
                "lastUsedAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "userId" integer NOT NULL,
                CONSTRAINT "FK_a92f417e893fd7309d266a6ded5" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_login_device"(
                    "id",
                    "tokenHash",
                    "createdAt",
                    "lastUsedAt",
                    "expiresAt",
                    "userId"
                )
            SELECT "id",
                "tokenHash",
                "createdAt",
                "lastUsedAt",
                "expiresAt",
                "userId"
            FROM "login_device"
        `);
        await queryRunner.query(`
            DROP TABLE "login_device"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_login_device"
                RENAME TO "login_device"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_a92f417e893fd7309d266a6ded" ON "login_device" ("userId")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_715c7f5ffd6156db7e1aa875ac" ON "login_device" ("tokenHash")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_715c7f5ffd6156db7e1aa875ac"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_a92f417e893fd7309d266a6ded"
        `);
        await queryRunner.query(`
            ALTER TABLE "login_device"
                RENAME TO "temporary_login_device"
        `);
        await queryRunner.query(`
            CREATE TABLE "login_device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "tokenHash" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL,
                "lastUsedAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "userId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            INSERT INTO "login_device"(
                    "id",
                    "tokenHash",
                    "createdAt",
                    "lastUsedAt",
                    "expiresAt",
                    "userId"
                )
            SELECT "id",
                "tokenHash",
                "createdAt",
                "lastUsedAt",
                "expiresAt",
                "userId"
            FROM "temporary_login_device"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_login_device"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_715c7f5ffd6156db7e1aa875ac" ON "login_device" ("tokenHash")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_a92f417e893fd7309d266a6ded" ON "login_device" ("userId")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_8de49e07b8cb9148f333bc3baa"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_c1b721da65751cb87455cda86b"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_e5f3d523a22bce9b6f4fa3bf75"
        `);
        await queryRunner.query(`
            ALTER TABLE "login_attempt"
                RENAME TO "temporary_login_attempt"
        `);
        await queryRunner.query(`
            CREATE TABLE "login_attempt" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "username" varchar(180) NOT NULL DEFAULT (''),
                "ip" varchar(64) NOT NULL DEFAULT (''),
                "isSuccessful" boolean NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL
            )
        `);
        await queryRunner.query(`
            INSERT INTO "login_attempt"(
                    "id",
                    "username",
                    "ip",
                    "isSuccessful",
                    "createdAt"
                )
            SELECT "id",
                "username",
                "ip",
                "isSuccessful",
                "createdAt"
            FROM "temporary_login_attempt"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_login_attempt"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_c1b721da65751cb87455cda86b" ON "login_attempt" ("ip", "createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_e5f3d523a22bce9b6f4fa3bf75" ON "login_attempt" ("username", "createdAt")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_715c7f5ffd6156db7e1aa875ac"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_a92f417e893fd7309d266a6ded"
        `);
        await queryRunner.query(`
            DROP TABLE "login_device"
        `);
    }

}
