import { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795215896056 implements MigrationInterface {
    name = 'Initial1795215896056'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "image" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "version" integer NOT NULL DEFAULT (1),
                "extension" varchar(10) NOT NULL DEFAULT (''),
                "mimeType" varchar(100) NOT NULL DEFAULT (''),
                "width" integer NOT NULL DEFAULT (0),
                "height" integer NOT NULL DEFAULT (0),
                "alt" varchar(255) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "size" integer NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "tag" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(100) NOT NULL DEFAULT (''),
                "imageId" integer
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "delivery_area" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "area" varchar(255) NOT NULL DEFAULT (''),
                "price" decimal(12, 2) NOT NULL DEFAULT (0),
                "tax" decimal(5, 2) NOT NULL DEFAULT (0),
                "free" boolean NOT NULL DEFAULT (0),
                "freeFromOrderValue" decimal(12, 2),
                "minimumOrderValue" decimal(12, 2),
                "branchId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "division" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "title" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                CONSTRAINT "UQ_4ee6d1e7651f90179ce7097bc46" UNIQUE ("identifier")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "branch" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "street" varchar(255) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "website" varchar(255) NOT NULL DEFAULT (''),
                "longitude" double,
                "latitude" double,
                "keywords" varchar(1000) NOT NULL DEFAULT (''),
                "imageOrder" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "isPublic" boolean NOT NULL DEFAULT (1),
                "openingHours" json NOT NULL,
                "deliveryHours" json NOT NULL,
                "isDeliveryHoursEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEnabled" boolean NOT NULL DEFAULT (0),
                "isTakeawayEnabled" boolean NOT NULL DEFAULT (1),
                "isDineInEnabled" boolean NOT NULL DEFAULT (0),
                "isPreorderEnabled" boolean NOT NULL DEFAULT (0),
                "isTableSelectionEnabled" boolean NOT NULL DEFAULT (0),
                "isAppointmentRequired" boolean NOT NULL DEFAULT (0),
                "isQuotationRequired" boolean NOT NULL DEFAULT (0),
                "isCashEnabled" boolean NOT NULL DEFAULT (1),
                "isATMCardEnabled" boolean NOT NULL DEFAULT (0),
                "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0),
                "isMollieEnabled" boolean NOT NULL DEFAULT (0),
                "isDatatransEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDineInEmailRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryPhoneRequired" boolean NOT NULL DEFAULT (1),
                "isDineInPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryAddressRequired" boolean NOT NULL DEFAULT (1),
                "isDineInAddressRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayAddressRequired" boolean NOT NULL DEFAULT (0),
                "orderableFrom" varchar(5) NOT NULL DEFAULT (''),
                "closedMessage" text,
                "apiKey" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "logoId" integer,
                "divisionId" integer,
                CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier")
            )
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
            CREATE TABLE "session" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "csrfToken" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "lastSeenAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "ip" varchar(64) NOT NULL DEFAULT (''),
                "userAgent" varchar(255) NOT NULL DEFAULT (''),
                "userId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_3d2f174ef04fb312fdebd0ddc5" ON "session" ("userId")
        `);
        await queryRunner.query(`
            CREATE TABLE "department" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "branchId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "dining_table" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(50) NOT NULL DEFAULT (''),
                "name" varchar(100) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_e22dcaa5abb30556e1b5f28213" ON "dining_table" ("branchId", "identifier")
        `);
        await queryRunner.query(`
            CREATE TABLE "branch_tags" (
                "branchId" integer NOT NULL,
                "tagId" integer NOT NULL,
                PRIMARY KEY ("branchId", "tagId")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_b8b2eede24c7eb77b0bce5bcad" ON "branch_tags" ("branchId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_55ed09d1e4434fef0a279572d4" ON "branch_tags" ("tagId")
        `);
        await queryRunner.query(`
            CREATE TABLE "branch_images" (
                "branchId" integer NOT NULL,
                "imageId" integer NOT NULL,
                PRIMARY KEY ("branchId", "imageId")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_9c3fb79ced23df727a6f845838" ON "branch_images" ("branchId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_65a06b740b5f2e2e53c758be5e" ON "branch_images" ("imageId")
        `);
        await queryRunner.query(`
            CREATE TABLE "user_branches" (
                "userId" integer NOT NULL,
                "branchId" integer NOT NULL,
                PRIMARY KEY ("userId", "branchId")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_730d741ac106176848e5b3c96c" ON "user_branches" ("userId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_d4bfb1375daa4e5e17f3def240" ON "user_branches" ("branchId")
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_tag" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(100) NOT NULL DEFAULT (''),
                "imageId" integer,
                CONSTRAINT "FK_ed2aa8b9f3195c77083687f02e2" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_tag"("id", "name", "imageId")
            SELECT "id",
                "name",
                "imageId"
            FROM "tag"
        `);
        await queryRunner.query(`
            DROP TABLE "tag"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_tag"
                RENAME TO "tag"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_delivery_area" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "area" varchar(255) NOT NULL DEFAULT (''),
                "price" decimal(12, 2) NOT NULL DEFAULT (0),
                "tax" decimal(5, 2) NOT NULL DEFAULT (0),
                "free" boolean NOT NULL DEFAULT (0),
                "freeFromOrderValue" decimal(12, 2),
                "minimumOrderValue" decimal(12, 2),
                "branchId" integer NOT NULL,
                CONSTRAINT "FK_5b5a936b1c88583f2058ea1e443" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_delivery_area"(
                    "id",
                    "position",
                    "area",
                    "price",
                    "tax",
                    "free",
                    "freeFromOrderValue",
                    "minimumOrderValue",
                    "branchId"
                )
            SELECT "id",
                "position",
                "area",
                "price",
                "tax",
                "free",
                "freeFromOrderValue",
                "minimumOrderValue",
                "branchId"
            FROM "delivery_area"
        `);
        await queryRunner.query(`
            DROP TABLE "delivery_area"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_delivery_area"
                RENAME TO "delivery_area"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_branch" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "street" varchar(255) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "website" varchar(255) NOT NULL DEFAULT (''),
                "longitude" double,
                "latitude" double,
                "keywords" varchar(1000) NOT NULL DEFAULT (''),
                "imageOrder" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "isPublic" boolean NOT NULL DEFAULT (1),
                "openingHours" json NOT NULL,
                "deliveryHours" json NOT NULL,
                "isDeliveryHoursEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEnabled" boolean NOT NULL DEFAULT (0),
                "isTakeawayEnabled" boolean NOT NULL DEFAULT (1),
                "isDineInEnabled" boolean NOT NULL DEFAULT (0),
                "isPreorderEnabled" boolean NOT NULL DEFAULT (0),
                "isTableSelectionEnabled" boolean NOT NULL DEFAULT (0),
                "isAppointmentRequired" boolean NOT NULL DEFAULT (0),
                "isQuotationRequired" boolean NOT NULL DEFAULT (0),
                "isCashEnabled" boolean NOT NULL DEFAULT (1),
                "isATMCardEnabled" boolean NOT NULL DEFAULT (0),
                "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0),
                "isMollieEnabled" boolean NOT NULL DEFAULT (0),
                "isDatatransEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDineInEmailRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryPhoneRequired" boolean NOT NULL DEFAULT (1),
                "isDineInPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryAddressRequired" boolean NOT NULL DEFAULT (1),
                "isDineInAddressRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayAddressRequired" boolean NOT NULL DEFAULT (0),
                "orderableFrom" varchar(5) NOT NULL DEFAULT (''),
                "closedMessage" text,
                "apiKey" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "logoId" integer,
                "divisionId" integer,
                CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier"),
                CONSTRAINT "FK_f30e3cf43448a353445f4c7046a" FOREIGN KEY ("logoId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_42c1b50c7b3af568697a86bac8e" FOREIGN KEY ("divisionId") REFERENCES "division" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_branch"(
                    "id",
                    "identifier",
                    "name",
                    "description",
                    "street",
                    "zipCode",
                    "city",
                    "phone",
                    "email",
                    "website",
                    "longitude",
                    "latitude",
                    "keywords",
                    "imageOrder",
                    "isEnabled",
                    "isPublic",
                    "openingHours",
                    "deliveryHours",
                    "isDeliveryHoursEnabled",
                    "isDeliveryEnabled",
                    "isTakeawayEnabled",
                    "isDineInEnabled",
                    "isPreorderEnabled",
                    "isTableSelectionEnabled",
                    "isAppointmentRequired",
                    "isQuotationRequired",
                    "isCashEnabled",
                    "isATMCardEnabled",
                    "isHydroAGVoucherEnabled",
                    "isMollieEnabled",
                    "isDatatransEnabled",
                    "isDeliveryEmailRequired",
                    "isDineInEmailRequired",
                    "isTakeawayEmailRequired",
                    "isDeliveryPhoneRequired",
                    "isDineInPhoneRequired",
                    "isTakeawayPhoneRequired",
                    "isDeliveryAddressRequired",
                    "isDineInAddressRequired",
                    "isTakeawayAddressRequired",
                    "orderableFrom",
                    "closedMessage",
                    "apiKey",
                    "createdAt",
                    "updatedAt",
                    "logoId",
                    "divisionId"
                )
            SELECT "id",
                "identifier",
                "name",
                "description",
                "street",
                "zipCode",
                "city",
                "phone",
                "email",
                "website",
                "longitude",
                "latitude",
                "keywords",
                "imageOrder",
                "isEnabled",
                "isPublic",
                "openingHours",
                "deliveryHours",
                "isDeliveryHoursEnabled",
                "isDeliveryEnabled",
                "isTakeawayEnabled",
                "isDineInEnabled",
                "isPreorderEnabled",
                "isTableSelectionEnabled",
                "isAppointmentRequired",
                "isQuotationRequired",
                "isCashEnabled",
                "isATMCardEnabled",
                "isHydroAGVoucherEnabled",
                "isMollieEnabled",
                "isDatatransEnabled",
                "isDeliveryEmailRequired",
                "isDineInEmailRequired",
                "isTakeawayEmailRequired",
                "isDeliveryPhoneRequired",
                "isDineInPhoneRequired",
                "isTakeawayPhoneRequired",
                "isDeliveryAddressRequired",
                "isDineInAddressRequired",
                "isTakeawayAddressRequired",
                "orderableFrom",
                "closedMessage",
                "apiKey",
                "createdAt",
                "updatedAt",
                "logoId",
                "divisionId"
            FROM "branch"
        `);
        await queryRunner.query(`
            DROP TABLE "branch"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_branch"
                RENAME TO "branch"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_3d2f174ef04fb312fdebd0ddc5"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_session" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "csrfToken" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "lastSeenAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "ip" varchar(64) NOT NULL DEFAULT (''),
                "userAgent" varchar(255) NOT NULL DEFAULT (''),
                "userId" integer NOT NULL,
                CONSTRAINT "FK_3d2f174ef04fb312fdebd0ddc53" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_session"(
                    "id",
                    "csrfToken",
                    "createdAt",
                    "lastSeenAt",
                    "expiresAt",
                    "ip",
                    "userAgent",
                    "userId"
                )
            SELECT "id",
                "csrfToken",
                "createdAt",
                "lastSeenAt",
                "expiresAt",
                "ip",
                "userAgent",
                "userId"
            FROM "session"
        `);
        await queryRunner.query(`
            DROP TABLE "session"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_session"
                RENAME TO "session"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_3d2f174ef04fb312fdebd0ddc5" ON "session" ("userId")
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_department" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "branchId" integer NOT NULL,
                CONSTRAINT "FK_a44bcea55f11d1502fc11e39fe7" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_department"("id", "name", "description", "branchId")
            SELECT "id",
                "name",
                "description",
                "branchId"
            FROM "department"
        `);
        await queryRunner.query(`
            DROP TABLE "department"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_department"
                RENAME TO "department"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_e22dcaa5abb30556e1b5f28213"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_dining_table" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(50) NOT NULL DEFAULT (''),
                "name" varchar(100) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL,
                CONSTRAINT "FK_7564495a218fcb7a53027a0b01e" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_dining_table"("id", "identifier", "name", "branchId")
            SELECT "id",
                "identifier",
                "name",
                "branchId"
            FROM "dining_table"
        `);
        await queryRunner.query(`
            DROP TABLE "dining_table"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_dining_table"
                RENAME TO "dining_table"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_e22dcaa5abb30556e1b5f28213" ON "dining_table" ("branchId", "identifier")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_b8b2eede24c7eb77b0bce5bcad"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_55ed09d1e4434fef0a279572d4"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_branch_tags" (
                "branchId" integer NOT NULL,
                "tagId" integer NOT NULL,
                CONSTRAINT "FK_b8b2eede24c7eb77b0bce5bcad6" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                CONSTRAINT "FK_55ed09d1e4434fef0a279572d4e" FOREIGN KEY ("tagId") REFERENCES "tag" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                PRIMARY KEY ("branchId", "tagId")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_branch_tags"("branchId", "tagId")
            SELECT "branchId",
                "tagId"
            FROM "branch_tags"
        `);
        await queryRunner.query(`
            DROP TABLE "branch_tags"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_branch_tags"
                RENAME TO "branch_tags"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_b8b2eede24c7eb77b0bce5bcad" ON "branch_tags" ("branchId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_55ed09d1e4434fef0a279572d4" ON "branch_tags" ("tagId")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_9c3fb79ced23df727a6f845838"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_65a06b740b5f2e2e53c758be5e"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_branch_images" (
                "branchId" integer NOT NULL,
                "imageId" integer NOT NULL,
                CONSTRAINT "FK_9c3fb79ced23df727a6f845838f" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                CONSTRAINT "FK_65a06b740b5f2e2e53c758be5e3" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                PRIMARY KEY ("branchId", "imageId")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_branch_images"("branchId", "imageId")
            SELECT "branchId",
                "imageId"
            FROM "branch_images"
        `);
        await queryRunner.query(`
            DROP TABLE "branch_images"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_branch_images"
                RENAME TO "branch_images"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_9c3fb79ced23df727a6f845838" ON "branch_images" ("branchId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_65a06b740b5f2e2e53c758be5e" ON "branch_images" ("imageId")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_730d741ac106176848e5b3c96c"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_d4bfb1375daa4e5e17f3def240"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_user_branches" (
                "userId" integer NOT NULL,
                "branchId" integer NOT NULL,
                CONSTRAINT "FK_730d741ac106176848e5b3c96cd" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                CONSTRAINT "FK_d4bfb1375daa4e5e17f3def2403" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                PRIMARY KEY ("userId", "branchId")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_user_branches"("userId", "branchId")
            SELECT "userId",
                "branchId"
            FROM "user_branches"
        `);
        await queryRunner.query(`
            DROP TABLE "user_branches"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_user_branches"
                RENAME TO "user_branches"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_730d741ac106176848e5b3c96c" ON "user_branches" ("userId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_d4bfb1375daa4e5e17f3def240" ON "user_branches" ("branchId")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_d4bfb1375daa4e5e17f3def240"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_730d741ac106176848e5b3c96c"
        `);
        await queryRunner.query(`
            ALTER TABLE "user_branches"
                RENAME TO "temporary_user_branches"
        `);
        await queryRunner.query(`
            CREATE TABLE "user_branches" (
                "userId" integer NOT NULL,
                "branchId" integer NOT NULL,
                PRIMARY KEY ("userId", "branchId")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "user_branches"("userId", "branchId")
            SELECT "userId",
                "branchId"
            FROM "temporary_user_branches"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_user_branches"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_d4bfb1375daa4e5e17f3def240" ON "user_branches" ("branchId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_730d741ac106176848e5b3c96c" ON "user_branches" ("userId")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_65a06b740b5f2e2e53c758be5e"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_9c3fb79ced23df727a6f845838"
        `);
        await queryRunner.query(`
            ALTER TABLE "branch_images"
                RENAME TO "temporary_branch_images"
        `);
        await queryRunner.query(`
            CREATE TABLE "branch_images" (
                "branchId" integer NOT NULL,
                "imageId" integer NOT NULL,
                PRIMARY KEY ("branchId", "imageId")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "branch_images"("branchId", "imageId")
            SELECT "branchId",
                "imageId"
            FROM "temporary_branch_images"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_branch_images"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_65a06b740b5f2e2e53c758be5e" ON "branch_images" ("imageId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_9c3fb79ced23df727a6f845838" ON "branch_images" ("branchId")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_55ed09d1e4434fef0a279572d4"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_b8b2eede24c7eb77b0bce5bcad"
        `);
        await queryRunner.query(`
            ALTER TABLE "branch_tags"
                RENAME TO "temporary_branch_tags"
        `);
        await queryRunner.query(`
            CREATE TABLE "branch_tags" (
                "branchId" integer NOT NULL,
                "tagId" integer NOT NULL,
                PRIMARY KEY ("branchId", "tagId")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "branch_tags"("branchId", "tagId")
            SELECT "branchId",
                "tagId"
            FROM "temporary_branch_tags"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_branch_tags"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_55ed09d1e4434fef0a279572d4" ON "branch_tags" ("tagId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_b8b2eede24c7eb77b0bce5bcad" ON "branch_tags" ("branchId")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_e22dcaa5abb30556e1b5f28213"
        `);
        await queryRunner.query(`
            ALTER TABLE "dining_table"
                RENAME TO "temporary_dining_table"
        `);
        await queryRunner.query(`
            CREATE TABLE "dining_table" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(50) NOT NULL DEFAULT (''),
                "name" varchar(100) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            INSERT INTO "dining_table"("id", "identifier", "name", "branchId")
            SELECT "id",
                "identifier",
                "name",
                "branchId"
            FROM "temporary_dining_table"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_dining_table"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_e22dcaa5abb30556e1b5f28213" ON "dining_table" ("branchId", "identifier")
        `);
        await queryRunner.query(`
            ALTER TABLE "department"
                RENAME TO "temporary_department"
        `);
        await queryRunner.query(`
            CREATE TABLE "department" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "branchId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            INSERT INTO "department"("id", "name", "description", "branchId")
            SELECT "id",
                "name",
                "description",
                "branchId"
            FROM "temporary_department"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_department"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_3d2f174ef04fb312fdebd0ddc5"
        `);
        await queryRunner.query(`
            ALTER TABLE "session"
                RENAME TO "temporary_session"
        `);
        await queryRunner.query(`
            CREATE TABLE "session" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "csrfToken" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "lastSeenAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "ip" varchar(64) NOT NULL DEFAULT (''),
                "userAgent" varchar(255) NOT NULL DEFAULT (''),
                "userId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            INSERT INTO "session"(
                    "id",
                    "csrfToken",
                    "createdAt",
                    "lastSeenAt",
                    "expiresAt",
                    "ip",
                    "userAgent",
                    "userId"
                )
            SELECT "id",
                "csrfToken",
                "createdAt",
                "lastSeenAt",
                "expiresAt",
                "ip",
                "userAgent",
                "userId"
            FROM "temporary_session"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_session"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_3d2f174ef04fb312fdebd0ddc5" ON "session" ("userId")
        `);
        await queryRunner.query(`
            ALTER TABLE "branch"
                RENAME TO "temporary_branch"
        `);
        await queryRunner.query(`
            CREATE TABLE "branch" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "street" varchar(255) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "website" varchar(255) NOT NULL DEFAULT (''),
                "longitude" double,
                "latitude" double,
                "keywords" varchar(1000) NOT NULL DEFAULT (''),
                "imageOrder" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "isPublic" boolean NOT NULL DEFAULT (1),
                "openingHours" json NOT NULL,
                "deliveryHours" json NOT NULL,
                "isDeliveryHoursEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEnabled" boolean NOT NULL DEFAULT (0),
                "isTakeawayEnabled" boolean NOT NULL DEFAULT (1),
                "isDineInEnabled" boolean NOT NULL DEFAULT (0),
                "isPreorderEnabled" boolean NOT NULL DEFAULT (0),
                "isTableSelectionEnabled" boolean NOT NULL DEFAULT (0),
                "isAppointmentRequired" boolean NOT NULL DEFAULT (0),
                "isQuotationRequired" boolean NOT NULL DEFAULT (0),
                "isCashEnabled" boolean NOT NULL DEFAULT (1),
                "isATMCardEnabled" boolean NOT NULL DEFAULT (0),
                "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0),
                "isMollieEnabled" boolean NOT NULL DEFAULT (0),
                "isDatatransEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDineInEmailRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryPhoneRequired" boolean NOT NULL DEFAULT (1),
                "isDineInPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryAddressRequired" boolean NOT NULL DEFAULT (1),
                "isDineInAddressRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayAddressRequired" boolean NOT NULL DEFAULT (0),
                "orderableFrom" varchar(5) NOT NULL DEFAULT (''),
                "closedMessage" text,
                "apiKey" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "logoId" integer,
                "divisionId" integer,
                CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "branch"(
                    "id",
                    "identifier",
                    "name",
                    "description",
                    "street",
                    "zipCode",
                    "city",
                    "phone",
                    "email",
                    "website",
                    "longitude",
                    "latitude",
                    "keywords",
                    "imageOrder",
                    "isEnabled",
                    "isPublic",
                    "openingHours",
                    "deliveryHours",
                    "isDeliveryHoursEnabled",
                    "isDeliveryEnabled",
                    "isTakeawayEnabled",
                    "isDineInEnabled",
                    "isPreorderEnabled",
                    "isTableSelectionEnabled",
                    "isAppointmentRequired",
                    "isQuotationRequired",
                    "isCashEnabled",
                    "isATMCardEnabled",
                    "isHydroAGVoucherEnabled",
                    "isMollieEnabled",
                    "isDatatransEnabled",
                    "isDeliveryEmailRequired",
                    "isDineInEmailRequired",
                    "isTakeawayEmailRequired",
                    "isDeliveryPhoneRequired",
                    "isDineInPhoneRequired",
                    "isTakeawayPhoneRequired",
                    "isDeliveryAddressRequired",
                    "isDineInAddressRequired",
                    "isTakeawayAddressRequired",
                    "orderableFrom",
                    "closedMessage",
                    "apiKey",
                    "createdAt",
                    "updatedAt",
                    "logoId",
                    "divisionId"
                )
            SELECT "id",
                "identifier",
                "name",
                "description",
                "street",
                "zipCode",
                "city",
                "phone",
                "email",
                "website",
                "longitude",
                "latitude",
                "keywords",
                "imageOrder",
                "isEnabled",
                "isPublic",
                "openingHours",
                "deliveryHours",
                "isDeliveryHoursEnabled",
                "isDeliveryEnabled",
                "isTakeawayEnabled",
                "isDineInEnabled",
                "isPreorderEnabled",
                "isTableSelectionEnabled",
                "isAppointmentRequired",
                "isQuotationRequired",
                "isCashEnabled",
                "isATMCardEnabled",
                "isHydroAGVoucherEnabled",
                "isMollieEnabled",
                "isDatatransEnabled",
                "isDeliveryEmailRequired",
                "isDineInEmailRequired",
                "isTakeawayEmailRequired",
                "isDeliveryPhoneRequired",
                "isDineInPhoneRequired",
                "isTakeawayPhoneRequired",
                "isDeliveryAddressRequired",
                "isDineInAddressRequired",
                "isTakeawayAddressRequired",
                "orderableFrom",
                "closedMessage",
                "apiKey",
                "createdAt",
                "updatedAt",
                "logoId",
                "divisionId"
            FROM "temporary_branch"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_branch"
        `);
        await queryRunner.query(`
            ALTER TABLE "delivery_area"
                RENAME TO "temporary_delivery_area"
        `);
        await queryRunner.query(`
            CREATE TABLE "delivery_area" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "area" varchar(255) NOT NULL DEFAULT (''),
                "price" decimal(12, 2) NOT NULL DEFAULT (0),
                "tax" decimal(5, 2) NOT NULL DEFAULT (0),
                "free" boolean NOT NULL DEFAULT (0),
                "freeFromOrderValue" decimal(12, 2),
                "minimumOrderValue" decimal(12, 2),
                "branchId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            INSERT INTO "delivery_area"(
                    "id",
                    "position",
                    "area",
                    "price",
                    "tax",
                    "free",
                    "freeFromOrderValue",
                    "minimumOrderValue",
                    "branchId"
                )
            SELECT "id",
                "position",
                "area",
                "price",
                "tax",
                "free",
                "freeFromOrderValue",
                "minimumOrderValue",
                "branchId"
            FROM "temporary_delivery_area"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_delivery_area"
        `);
        await queryRunner.query(`
            ALTER TABLE "tag"
                RENAME TO "temporary_tag"
        `);
        await queryRunner.query(`
            CREATE TABLE "tag" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(100) NOT NULL DEFAULT (''),
                "imageId" integer
            )
        `);
        await queryRunner.query(`
            INSERT INTO "tag"("id", "name", "imageId")
            SELECT "id",
                "name",
                "imageId"
            FROM "temporary_tag"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_tag"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_d4bfb1375daa4e5e17f3def240"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_730d741ac106176848e5b3c96c"
        `);
        await queryRunner.query(`
            DROP TABLE "user_branches"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_65a06b740b5f2e2e53c758be5e"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_9c3fb79ced23df727a6f845838"
        `);
        await queryRunner.query(`
            DROP TABLE "branch_images"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_55ed09d1e4434fef0a279572d4"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_b8b2eede24c7eb77b0bce5bcad"
        `);
        await queryRunner.query(`
            DROP TABLE "branch_tags"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_e22dcaa5abb30556e1b5f28213"
        `);
        await queryRunner.query(`
            DROP TABLE "dining_table"
        `);
        await queryRunner.query(`
            DROP TABLE "department"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_3d2f174ef04fb312fdebd0ddc5"
        `);
        await queryRunner.query(`
            DROP TABLE "session"
        `);
        await queryRunner.query(`
            DROP TABLE "user"
        `);
        await queryRunner.query(`
            DROP TABLE "branch"
        `);
        await queryRunner.query(`
            DROP TABLE "division"
        `);
        await queryRunner.query(`
            DROP TABLE "delivery_area"
        `);
        await queryRunner.query(`
            DROP TABLE "tag"
        `);
        await queryRunner.query(`
            DROP TABLE "image"
        `);
    }

}
