import { MigrationInterface, QueryRunner } from "typeorm";

export class AddStaffSignInDevicesPrinting1795238336882 implements MigrationInterface {
    name = 'AddStaffSignInDevicesPrinting1795238336882'

    public async up(queryRunner: QueryRunner): Promise<void> {
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
            CREATE INDEX "IDX_c1b721da65751cb87455cda86b" ON "login_attempt" ("ip", "createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_e5f3d523a22bce9b6f4fa3bf75" ON "login_attempt" ("username", "createdAt")
        `);
        await queryRunner.query(`
            CREATE TABLE "login_token" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "tokenHash" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "usedAt" datetime(6),
                "userId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_f12faebd70156e51fce777f169" ON "login_token" ("userId")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_a5db95d392c6c0bffb5d41cef3" ON "login_token" ("tokenHash")
        `);
        await queryRunner.query(`
            CREATE TABLE "device_command" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "type" varchar(30) NOT NULL DEFAULT (''),
                "deliveredAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_1d5ccb3fd7c49a7b3468cfe9d7" ON "device_command" ("deviceId", "deliveredAt")
        `);
        await queryRunner.query(`
            CREATE TABLE "device_log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "content" text NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_fce85ca9bebb02c1a75d6fec9c" ON "device_log" ("deviceId")
        `);
        await queryRunner.query(`
            CREATE TABLE "print_job" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "kind" varchar(20) NOT NULL DEFAULT (''),
                "claimedAt" datetime(6),
                "printedAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer NOT NULL,
                "orderId" integer
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_8607f33e678d90f05e46ae4ad2" ON "print_job" ("orderId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_0d8673f2bb4cb6b5a84d34174d" ON "print_job" ("deviceId", "printedAt")
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
                "isAutoPrintEnabled" boolean NOT NULL DEFAULT (0),
                CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier"),
                CONSTRAINT "FK_42c1b50c7b3af568697a86bac8e" FOREIGN KEY ("divisionId") REFERENCES "division" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_f30e3cf43448a353445f4c7046a" FOREIGN KEY ("logoId") REFERENCES "image" ("id") ON DELETE
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
            DROP INDEX "IDX_f12faebd70156e51fce777f169"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_a5db95d392c6c0bffb5d41cef3"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_login_token" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "tokenHash" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "usedAt" datetime(6),
                "userId" integer NOT NULL,
                CONSTRAINT "FK_f12faebd70156e51fce777f1698" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_login_token"(
                    "id",
                    "tokenHash",
                    "createdAt",
                    "expiresAt",
                    "usedAt",
                    "userId"
                )
            SELECT "id",
                "tokenHash",
                "createdAt",
                "expiresAt",
                "usedAt",
                "userId"
            FROM "login_token"
        `);
        await queryRunner.query(`
            DROP TABLE "login_token"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_login_token"
                RENAME TO "login_token"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_f12faebd70156e51fce777f169" ON "login_token" ("userId")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_a5db95d392c6c0bffb5d41cef3" ON "login_token" ("tokenHash")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_1d5ccb3fd7c49a7b3468cfe9d7"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_device_command" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "type" varchar(30) NOT NULL DEFAULT (''),
                "deliveredAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer NOT NULL,
                CONSTRAINT "FK_0f003545226d6cf6a4520c14c1f" FOREIGN KEY ("deviceId") REFERENCES "device" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_device_command"(
                    "id",
                    "type",
                    "deliveredAt",
                    "createdAt",
                    "deviceId"
                )
            SELECT "id",
                "type",
                "deliveredAt",
                "createdAt",
                "deviceId"
            FROM "device_command"
        `);
        await queryRunner.query(`
            DROP TABLE "device_command"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_device_command"
                RENAME TO "device_command"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_1d5ccb3fd7c49a7b3468cfe9d7" ON "device_command" ("deviceId", "deliveredAt")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_fce85ca9bebb02c1a75d6fec9c"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_device_log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "content" text NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer NOT NULL,
                CONSTRAINT "FK_fce85ca9bebb02c1a75d6fec9c9" FOREIGN KEY ("deviceId") REFERENCES "device" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_device_log"("id", "content", "createdAt", "deviceId")
            SELECT "id",
                "content",
                "createdAt",
                "deviceId"
            FROM "device_log"
        `);
        await queryRunner.query(`
            DROP TABLE "device_log"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_device_log"
                RENAME TO "device_log"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_fce85ca9bebb02c1a75d6fec9c" ON "device_log" ("deviceId")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_8607f33e678d90f05e46ae4ad2"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_0d8673f2bb4cb6b5a84d34174d"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_print_job" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "kind" varchar(20) NOT NULL DEFAULT (''),
                "claimedAt" datetime(6),
                "printedAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer NOT NULL,
                "orderId" integer,
                CONSTRAINT "FK_0a826976dbf012da951a4bb8d68" FOREIGN KEY ("deviceId") REFERENCES "device" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_8607f33e678d90f05e46ae4ad23" FOREIGN KEY ("orderId") REFERENCES "customer_order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_print_job"(
                    "id",
                    "kind",
                    "claimedAt",
                    "printedAt",
                    "createdAt",
                    "deviceId",
                    "orderId"
                )
            SELECT "id",
                "kind",
                "claimedAt",
                "printedAt",
                "createdAt",
                "deviceId",
                "orderId"
            FROM "print_job"
        `);
        await queryRunner.query(`
            DROP TABLE "print_job"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_print_job"
                RENAME TO "print_job"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_8607f33e678d90f05e46ae4ad2" ON "print_job" ("orderId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_0d8673f2bb4cb6b5a84d34174d" ON "print_job" ("deviceId", "printedAt")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_0d8673f2bb4cb6b5a84d34174d"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_8607f33e678d90f05e46ae4ad2"
        `);
        await queryRunner.query(`
            ALTER TABLE "print_job"
                RENAME TO "temporary_print_job"
        `);
        await queryRunner.query(`
            CREATE TABLE "print_job" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "kind" varchar(20) NOT NULL DEFAULT (''),
                "claimedAt" datetime(6),
                "printedAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer NOT NULL,
                "orderId" integer
            )
        `);
        await queryRunner.query(`
            INSERT INTO "print_job"(
                    "id",
                    "kind",
                    "claimedAt",
                    "printedAt",
                    "createdAt",
                    "deviceId",
                    "orderId"
                )
            SELECT "id",
                "kind",
                "claimedAt",
                "printedAt",
                "createdAt",
                "deviceId",
                "orderId"
            FROM "temporary_print_job"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_print_job"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_0d8673f2bb4cb6b5a84d34174d" ON "print_job" ("deviceId", "printedAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_8607f33e678d90f05e46ae4ad2" ON "print_job" ("orderId")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_fce85ca9bebb02c1a75d6fec9c"
        `);
        await queryRunner.query(`
            ALTER TABLE "device_log"
                RENAME TO "temporary_device_log"
        `);
        await queryRunner.query(`
            CREATE TABLE "device_log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "content" text NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            INSERT INTO "device_log"("id", "content", "createdAt", "deviceId")
            SELECT "id",
                "content",
                "createdAt",
                "deviceId"
            FROM "temporary_device_log"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_device_log"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_fce85ca9bebb02c1a75d6fec9c" ON "device_log" ("deviceId")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_1d5ccb3fd7c49a7b3468cfe9d7"
        `);
        await queryRunner.query(`
            ALTER TABLE "device_command"
                RENAME TO "temporary_device_command"
        `);
        await queryRunner.query(`
            CREATE TABLE "device_command" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "type" varchar(30) NOT NULL DEFAULT (''),
                "deliveredAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "deviceId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            INSERT INTO "device_command"(
                    "id",
                    "type",
                    "deliveredAt",
                    "createdAt",
                    "deviceId"
                )
            SELECT "id",
                "type",
                "deliveredAt",
                "createdAt",
                "deviceId"
            FROM "temporary_device_command"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_device_command"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_1d5ccb3fd7c49a7b3468cfe9d7" ON "device_command" ("deviceId", "deliveredAt")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_a5db95d392c6c0bffb5d41cef3"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_f12faebd70156e51fce777f169"
        `);
        await queryRunner.query(`
            ALTER TABLE "login_token"
                RENAME TO "temporary_login_token"
        `);
        await queryRunner.query(`
            CREATE TABLE "login_token" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "tokenHash" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "usedAt" datetime(6),
                "userId" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            INSERT INTO "login_token"(
                    "id",
                    "tokenHash",
                    "createdAt",
                    "expiresAt",
                    "usedAt",
                    "userId"
                )
            SELECT "id",
                "tokenHash",
                "createdAt",
                "expiresAt",
                "usedAt",
                "userId"
            FROM "temporary_login_token"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_login_token"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_a5db95d392c6c0bffb5d41cef3" ON "login_token" ("tokenHash")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_f12faebd70156e51fce777f169" ON "login_token" ("userId")
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
                CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier"),
                CONSTRAINT "FK_42c1b50c7b3af568697a86bac8e" FOREIGN KEY ("divisionId") REFERENCES "division" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_f30e3cf43448a353445f4c7046a" FOREIGN KEY ("logoId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
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
            DROP INDEX "IDX_0d8673f2bb4cb6b5a84d34174d"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_8607f33e678d90f05e46ae4ad2"
        `);
        await queryRunner.query(`
            DROP TABLE "print_job"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_fce85ca9bebb02c1a75d6fec9c"
        `);
        await queryRunner.query(`
            DROP TABLE "device_log"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_1d5ccb3fd7c49a7b3468cfe9d7"
        `);
        await queryRunner.query(`
            DROP TABLE "device_command"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_a5db95d392c6c0bffb5d41cef3"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_f12faebd70156e51fce777f169"
        `);
        await queryRunner.query(`
            DROP TABLE "login_token"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_e5f3d523a22bce9b6f4fa3bf75"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_c1b721da65751cb87455cda86b"
        `);
        await queryRunner.query(`
            DROP TABLE "login_attempt"
        `);
    }

}
