import { MigrationInterface, QueryRunner } from "typeorm";

export class WorkingActivityAutoEnded1795693574183 implements MigrationInterface {
    name = 'WorkingActivityAutoEnded1795693574183'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_8188e9c2d6d7e5d5c78acf8ead"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_8f93acdff51815a90b9d981d15"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_fe7ea851874909f58b34ccb265"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_working_activity" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "state" varchar(10) NOT NULL DEFAULT ('running'),
                "start" datetime(6) NOT NULL,
                "end" datetime(6),
                "pauses" json NOT NULL,
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                "branchId" integer,
                "departmentId" integer,
                "projectId" integer,
                "taskId" integer,
                "openFor" integer,
                "version" integer NOT NULL DEFAULT (1),
                "autoEnded" boolean NOT NULL DEFAULT (0),
                CONSTRAINT "FK_a931b42b18cb28a43f7cbf1cf3b" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_8bdd81f647aac5347a4effe02d9" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_30f62d62435a78bede4731aa598" FOREIGN KEY ("departmentId") REFERENCES "department" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_5829fde11cfeaf7ea6eb7f7f56d" FOREIGN KEY ("projectId") REFERENCES "project" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_0428aa1000b24fba48a1402551a" FOREIGN KEY ("taskId") REFERENCES "task" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_working_activity"(
                    "id",
                    "state",
                    "start",
                    "end",
                    "pauses",
                    "comment",
                    "createdAt",
                    "updatedAt",
                    "userId",
                    "branchId",
                    "departmentId",
                    "projectId",
                    "taskId",
                    "openFor",
                    "version"
                )
            SELECT "id",
                "state",
                "start",
                "end",
                "pauses",
                "comment",
                "createdAt",
                "updatedAt",
                "userId",
                "branchId",
                "departmentId",
                "projectId",
                "taskId",
                "openFor",
                "version"
            FROM "working_activity"
        `);
        await queryRunner.query(`
            DROP TABLE "working_activity"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_working_activity"
                RENAME TO "working_activity"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_8188e9c2d6d7e5d5c78acf8ead" ON "working_activity" ("openFor")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_8f93acdff51815a90b9d981d15" ON "working_activity" ("start")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_fe7ea851874909f58b34ccb265" ON "working_activity" ("userId", "start")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_fe7ea851874909f58b34ccb265"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_8f93acdff51815a90b9d981d15"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_8188e9c2d6d7e5d5c78acf8ead"
        `);
        await queryRunner.query(`
            ALTER TABLE "working_activity"
                RENAME TO "temporary_working_activity"
        `);
        await queryRunner.query(`
            CREATE TABLE "working_activity" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "state" varchar(10) NOT NULL DEFAULT ('running'),
                "start" datetime(6) NOT NULL,
                "end" datetime(6),
                "pauses" json NOT NULL,
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                "branchId" integer,
                "departmentId" integer,
                "projectId" integer,
                "taskId" integer,
                "openFor" integer,
                "version" integer NOT NULL DEFAULT (1),
                CONSTRAINT "FK_a931b42b18cb28a43f7cbf1cf3b" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_8bdd81f647aac5347a4effe02d9" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_30f62d62435a78bede4731aa598" FOREIGN KEY ("departmentId") REFERENCES "department" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_5829fde11cfeaf7ea6eb7f7f56d" FOREIGN KEY ("projectId") REFERENCES "project" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_0428aa1000b24fba48a1402551a" FOREIGN KEY ("taskId") REFERENCES "task" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "working_activity"(
                    "id",
                    "state",
                    "start",
                    "end",
                    "pauses",
                    "comment",
                    "createdAt",
                    "updatedAt",
                    "userId",
                    "branchId",
                    "departmentId",
                    "projectId",
                    "taskId",
                    "openFor",
                    "version"
                )
            SELECT "id",
                "state",
                "start",
                "end",
                "pauses",
                "comment",
                "createdAt",
                "updatedAt",
                "userId",
                "branchId",
                "departmentId",
                "projectId",
                "taskId",
                "openFor",
                "version"
            FROM "temporary_working_activity"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_working_activity"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_fe7ea851874909f58b34ccb265" ON "working_activity" ("userId", "start")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_8f93acdff51815a90b9d981d15" ON "working_activity" ("start")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_8188e9c2d6d7e5d5c78acf8ead" ON "working_activity" ("openFor")
        `);
    }

}
