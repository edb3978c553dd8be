import { MigrationInterface, QueryRunner } from "typeorm";

export class SignageDaypartsPairing1795725274460 implements MigrationInterface {
    name = 'SignageDaypartsPairing1795725274460'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "signage_pairing" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "code" varchar(16) NOT NULL DEFAULT (''),
                "tokenHash" varchar(64) NOT NULL DEFAULT (''),
                "expiresAt" datetime(6) NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer,
                CONSTRAINT "UQ_7eb4761a8744c2c7cba68c1c74f" UNIQUE ("tokenHash")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_2422415cd2fd5650302804089f" ON "signage_pairing" ("code")
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_signage_segment" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "type" varchar(20) NOT NULL DEFAULT (''),
                "duration" integer NOT NULL DEFAULT (10),
                "content" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "daypart" json
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_signage_segment"(
                    "id",
                    "name",
                    "type",
                    "duration",
                    "content",
                    "isEnabled",
                    "createdAt",
                    "updatedAt"
                )
            SELECT "id",
                "name",
                "type",
                "duration",
                "content",
                "isEnabled",
                "createdAt",
                "updatedAt"
            FROM "signage_segment"
        `);
        await queryRunner.query(`
            DROP TABLE "signage_segment"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_signage_segment"
                RENAME TO "signage_segment"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_9748e41227909e6bbeb8127bb9"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_signage_stream_segment" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "streamId" integer NOT NULL,
                "segmentId" integer NOT NULL,
                "daypart" json,
                CONSTRAINT "FK_e42eb9477d7fecdb0cfcd73d9ad" FOREIGN KEY ("segmentId") REFERENCES "signage_segment" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_67b484c6217a051e48b3154b05d" FOREIGN KEY ("streamId") REFERENCES "signage_stream" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_signage_stream_segment"("id", "position", "streamId", "segmentId")
            SELECT "id",
                "position",
                "streamId",
                "segmentId"
            FROM "signage_stream_segment"
        `);
        await queryRunner.query(`
            DROP TABLE "signage_stream_segment"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_signage_stream_segment"
                RENAME TO "signage_stream_segment"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_9748e41227909e6bbeb8127bb9" ON "signage_stream_segment" ("streamId", "position")
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_signage_device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "orientation" varchar(20) NOT NULL DEFAULT ('landscape'),
                "lastSeenAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer,
                "streamId" integer,
                "reloadRequestedAt" datetime(6),
                "currentSegmentId" integer,
                CONSTRAINT "UQ_7b47191e01c795684f41b1b9f46" UNIQUE ("identifier"),
                CONSTRAINT "FK_4cbdef525214a3315ba1341a3a7" FOREIGN KEY ("streamId") REFERENCES "signage_stream" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_7ee52b7d9397c66d2835e15db9c" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_signage_device"(
                    "id",
                    "identifier",
                    "name",
                    "orientation",
                    "lastSeenAt",
                    "createdAt",
                    "updatedAt",
                    "branchId",
                    "streamId"
                )
            SELECT "id",
                "identifier",
                "name",
                "orientation",
                "lastSeenAt",
                "createdAt",
                "updatedAt",
                "branchId",
                "streamId"
            FROM "signage_device"
        `);
        await queryRunner.query(`
            DROP TABLE "signage_device"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_signage_device"
                RENAME TO "signage_device"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_signage_device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "orientation" varchar(20) NOT NULL DEFAULT ('landscape'),
                "lastSeenAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer,
                "streamId" integer,
                "reloadRequestedAt" datetime(6),
                "currentSegmentId" integer,
                CONSTRAINT "UQ_7b47191e01c795684f41b1b9f46" UNIQUE ("identifier"),
                CONSTRAINT "FK_4cbdef525214a3315ba1341a3a7" FOREIGN KEY ("streamId") REFERENCES "signage_stream" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_7ee52b7d9397c66d2835e15db9c" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_8544e4d9eec8b43a2e34e07feb5" FOREIGN KEY ("currentSegmentId") REFERENCES "signage_segment" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_signage_device"(
                    "id",
                    "identifier",
                    "name",
                    "orientation",
                    "lastSeenAt",
                    "createdAt",
                    "updatedAt",
                    "branchId",
                    "streamId",
                    "reloadRequestedAt",
                    "currentSegmentId"
                )
            SELECT "id",
                "identifier",
                "name",
                "orientation",
                "lastSeenAt",
                "createdAt",
                "updatedAt",
                "branchId",
                "streamId",
                "reloadRequestedAt",
                "currentSegmentId"
            FROM "signage_device"
        `);
        await queryRunner.query(`
            DROP TABLE "signage_device"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_signage_device"
                RENAME TO "signage_device"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_2422415cd2fd5650302804089f"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_signage_pairing" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "code" varchar(16) NOT NULL DEFAULT (''),
                "tokenHash" varchar(64) NOT NULL DEFAULT (''),
                "expiresAt" datetime(6) NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer,
                CONSTRAINT "UQ_7eb4761a8744c2c7cba68c1c74f" UNIQUE ("tokenHash"),
                CONSTRAINT "FK_d9e28f1d9f934348bf06808105e" FOREIGN KEY ("deviceId") REFERENCES "signage_device" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_signage_pairing"(
                    "id",
                    "code",
                    "tokenHash",
                    "expiresAt",
                    "createdAt",
                    "deviceId"
                )
            SELECT "id",
                "code",
                "tokenHash",
                "expiresAt",
                "createdAt",
                "deviceId"
            FROM "signage_pairing"
        `);
        await queryRunner.query(`
            DROP TABLE "signage_pairing"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_signage_pairing"
                RENAME TO "signage_pairing"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_2422415cd2fd5650302804089f" ON "signage_pairing" ("code")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_2422415cd2fd5650302804089f"
        `);
        await queryRunner.query(`
            ALTER TABLE "signage_pairing"
                RENAME TO "temporary_signage_pairing"
        `);
        await queryRunner.query(`
            CREATE TABLE "signage_pairing" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "code" varchar(16) NOT NULL DEFAULT (''),
                "tokenHash" varchar(64) NOT NULL DEFAULT (''),
                "expiresAt" datetime(6) NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer,
                CONSTRAINT "UQ_7eb4761a8744c2c7cba68c1c74f" UNIQUE ("tokenHash")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "signage_pairing"(
                    "id",
                    "code",
                    "tokenHash",
                    "expiresAt",
                    "createdAt",
                    "deviceId"
                )
            SELECT "id",
                "code",
                "tokenHash",
                "expiresAt",
                "createdAt",
                "deviceId"
            FROM "temporary_signage_pairing"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_signage_pairing"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_2422415cd2fd5650302804089f" ON "signage_pairing" ("code")
        `);
        await queryRunner.query(`
            ALTER TABLE "signage_device"
                RENAME TO "temporary_signage_device"
        `);
        await queryRunner.query(`
            CREATE TABLE "signage_device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "orientation" varchar(20) NOT NULL DEFAULT ('landscape'),
                "lastSeenAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer,
                "streamId" integer,
                "reloadRequestedAt" datetime(6),
                "currentSegmentId" integer,
                CONSTRAINT "UQ_7b47191e01c795684f41b1b9f46" UNIQUE ("identifier"),
                CONSTRAINT "FK_4cbdef525214a3315ba1341a3a7" FOREIGN KEY ("streamId") REFERENCES "signage_stream" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_7ee52b7d9397c66d2835e15db9c" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "signage_device"(
                    "id",
                    "identifier",
                    "name",
                    "orientation",
                    "lastSeenAt",
                    "createdAt",
                    "updatedAt",
                    "branchId",
                    "streamId",
                    "reloadRequestedAt",
                    "currentSegmentId"
                )
            SELECT "id",
                "identifier",
                "name",
                "orientation",
                "lastSeenAt",
                "createdAt",
                "updatedAt",
                "branchId",
                "streamId",
                "reloadRequestedAt",
                "currentSegmentId"
            FROM "temporary_signage_device"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_signage_device"
        `);
        await queryRunner.query(`
            ALTER TABLE "signage_device"
                RENAME TO "temporary_signage_device"
        `);
        await queryRunner.query(`
            CREATE TABLE "signage_device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "orientation" varchar(20) NOT NULL DEFAULT ('landscape'),
                "lastSeenAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer,
                "streamId" integer,
                CONSTRAINT "UQ_7b47191e01c795684f41b1b9f46" UNIQUE ("identifier"),
                CONSTRAINT "FK_4cbdef525214a3315ba1341a3a7" FOREIGN KEY ("streamId") REFERENCES "signage_stream" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_7ee52b7d9397c66d2835e15db9c" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "signage_device"(
                    "id",
                    "identifier",
                    "name",
                    "orientation",
                    "lastSeenAt",
                    "createdAt",
                    "updatedAt",
                    "branchId",
                    "streamId"
                )
            SELECT "id",
                "identifier",
                "name",
                "orientation",
                "lastSeenAt",
                "createdAt",
                "updatedAt",
                "branchId",
                "streamId"
            FROM "temporary_signage_device"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_signage_device"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_9748e41227909e6bbeb8127bb9"
        `);
        await queryRunner.query(`
            ALTER TABLE "signage_stream_segment"
                RENAME TO "temporary_signage_stream_segment"
        `);
        await queryRunner.query(`
            CREATE TABLE "signage_stream_segment" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "streamId" integer NOT NULL,
                "segmentId" integer NOT NULL,
                CONSTRAINT "FK_e42eb9477d7fecdb0cfcd73d9ad" FOREIGN KEY ("segmentId") REFERENCES "signage_segment" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_67b484c6217a051e48b3154b05d" FOREIGN KEY ("streamId") REFERENCES "signage_stream" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "signage_stream_segment"("id", "position", "streamId", "segmentId")
            SELECT "id",
                "position",
                "streamId",
                "segmentId"
            FROM "temporary_signage_stream_segment"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_signage_stream_segment"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_9748e41227909e6bbeb8127bb9" ON "signage_stream_segment" ("streamId", "position")
        `);
        await queryRunner.query(`
            ALTER TABLE "signage_segment"
                RENAME TO "temporary_signage_segment"
        `);
        await queryRunner.query(`
            CREATE TABLE "signage_segment" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "type" varchar(20) NOT NULL DEFAULT (''),
                "duration" integer NOT NULL DEFAULT (10),
                "content" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            INSERT INTO "signage_segment"(
                    "id",
                    "name",
                    "type",
                    "duration",
                    "content",
                    "isEnabled",
                    "createdAt",
                    "updatedAt"
                )
            SELECT "id",
                "name",
                "type",
                "duration",
                "content",
                "isEnabled",
                "createdAt",
                "updatedAt"
            FROM "temporary_signage_segment"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_signage_segment"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_2422415cd2fd5650302804089f"
        `);
        await queryRunner.query(`
            DROP TABLE "signage_pairing"
        `);
    }

}
