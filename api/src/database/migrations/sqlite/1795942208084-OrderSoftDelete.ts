import { MigrationInterface, QueryRunner } from "typeorm";

export class OrderSoftDelete1795942208084 implements MigrationInterface {
    name = 'OrderSoftDelete1795942208084'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_da7e67b1efb73e9eeb363b95df"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_9a0c2753c8af5e75233c39ffae"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_57841719a66e88adabac1b553e"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_1e39ac6677a54e2c9c76b57629"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_customer_order" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "uid" varchar(32) NOT NULL DEFAULT (''),
                "hash" varchar(64) NOT NULL DEFAULT (''),
                "ticketNumber" integer NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "isCompany" boolean NOT NULL DEFAULT (0),
                "companyName" varchar(255) NOT NULL DEFAULT (''),
                "firstName" varchar(100) NOT NULL DEFAULT (''),
                "lastName" varchar(100) NOT NULL DEFAULT (''),
                "company" varchar(255) NOT NULL DEFAULT (''),
                "street" varchar(255) NOT NULL DEFAULT (''),
                "floor" varchar(20) NOT NULL DEFAULT (''),
                "stairway" varchar(20) NOT NULL DEFAULT (''),
                "door" varchar(20) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "country" varchar(2) NOT NULL DEFAULT ('AT'),
                "vatNo" varchar(50) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "isDeliveryAddressDifferent" boolean NOT NULL DEFAULT (0),
                "isDeliveryCompany" boolean NOT NULL DEFAULT (0),
                "deliveryCompanyName" varchar(255) NOT NULL DEFAULT (''),
                "deliveryFirstName" varchar(100) NOT NULL DEFAULT (''),
                "deliveryLastName" varchar(100) NOT NULL DEFAULT (''),
                "deliveryStreet" varchar(255) NOT NULL DEFAULT (''),
                "deliveryFloor" varchar(20) NOT NULL DEFAULT (''),
                "deliveryStairway" varchar(20) NOT NULL DEFAULT (''),
                "deliveryDoor" varchar(20) NOT NULL DEFAULT (''),
                "deliveryZipCode" varchar(20) NOT NULL DEFAULT (''),
                "deliveryCity" varchar(100) NOT NULL DEFAULT (''),
                "deliveryCountry" varchar(2) NOT NULL DEFAULT ('AT'),
                "deliveryAreaName" varchar(255) NOT NULL DEFAULT (''),
                "deliveryAreaFee" decimal(12, 2),
                "deliveryAreaTaxRate" decimal(5, 2) NOT NULL DEFAULT (0),
                "comment" text,
                "appointmentDate" datetime(6),
                "paymentMethod" varchar(20) NOT NULL DEFAULT ('cash'),
                "legalInstructions" boolean NOT NULL DEFAULT (0),
                "privacyPolicy" boolean NOT NULL DEFAULT (0),
                "tableIdentifier" varchar(50),
                "appointment" datetime(6),
                "counterAppointment" datetime(6),
                "rejectionMessage" text,
                "isConfirmed" boolean NOT NULL DEFAULT (0),
                "isCompleted" boolean NOT NULL DEFAULT (0),
                "isRejected" boolean NOT NULL DEFAULT (0),
                "isCanceled" boolean NOT NULL DEFAULT (0),
                "isFailed" boolean NOT NULL DEFAULT (0),
                "isDelivery" boolean NOT NULL DEFAULT (0),
                "isDineIn" boolean NOT NULL DEFAULT (0),
                "isInDelivery" boolean NOT NULL DEFAULT (0),
                "isDelivered" boolean NOT NULL DEFAULT (0),
                "isPaid" boolean NOT NULL DEFAULT (0),
                "isRefunded" boolean NOT NULL DEFAULT (0),
                "isEnteredByStaff" boolean NOT NULL DEFAULT (0),
                "paymentRedirectUrl" varchar(2000),
                "paymentReference" varchar(255),
                "gross" decimal(12, 2) NOT NULL DEFAULT (0),
                "totalNet" decimal(12, 2) NOT NULL DEFAULT (0),
                "totalGross" decimal(12, 2) NOT NULL DEFAULT (0),
                "deliveryGross" decimal(12, 2) NOT NULL DEFAULT (0),
                "taxes" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer NOT NULL,
                "deliveryAreaId" integer,
                "donateeId" integer,
                "deletedAt" datetime(6),
                CONSTRAINT "UQ_deee254d2d7bcf6fc8037770a22" UNIQUE ("uid"),
                CONSTRAINT "FK_aaddc7a8478c8dd93b25dbf8b5f" FOREIGN KEY ("donateeId") REFERENCES "donatee" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_edf016f7c57af8244f4b4a7d13d" FOREIGN KEY ("deliveryAreaId") REFERENCES "delivery_area" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_37e14dc34db9782d9cdc63a9e0a" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_customer_order"(
                    "id",
                    "uid",
                    "hash",
                    "ticketNumber",
                    "businessDay",
                    "isCompany",
                    "companyName",
                    "firstName",
                    "lastName",
                    "company",
                    "street",
                    "floor",
                    "stairway",
                    "door",
                    "zipCode",
                    "city",
                    "country",
                    "vatNo",
                    "phone",
                    "email",
                    "isDeliveryAddressDifferent",
                    "isDeliveryCompany",
                    "deliveryCompanyName",
                    "deliveryFirstName",
                    "deliveryLastName",
                    "deliveryStreet",
                    "deliveryFloor",
                    "deliveryStairway",
                    "deliveryDoor",
                    "deliveryZipCode",
                    "deliveryCity",
                    "deliveryCountry",
                    "deliveryAreaName",
                    "deliveryAreaFee",
                    "deliveryAreaTaxRate",
                    "comment",
                    "appointmentDate",
                    "paymentMethod",
                    "legalInstructions",
                    "privacyPolicy",
                    "tableIdentifier",
                    "appointment",
                    "counterAppointment",
                    "rejectionMessage",
                    "isConfirmed",
                    "isCompleted",
                    "isRejected",
                    "isCanceled",
                    "isFailed",
                    "isDelivery",
                    "isDineIn",
                    "isInDelivery",
                    "isDelivered",
                    "isPaid",
                    "isRefunded",
                    "isEnteredByStaff",
                    "paymentRedirectUrl",
                    "paymentReference",
                    "gross",
                    "totalNet",
                    "totalGross",
                    "deliveryGross",
                    "taxes",
                    "createdAt",
                    "updatedAt",
                    "branchId",
                    "deliveryAreaId",
                    "donateeId"
                )
            SELECT "id",
                "uid",
                "hash",
                "ticketNumber",
                "businessDay",
                "isCompany",
                "companyName",
                "firstName",
                "lastName",
                "company",
                "street",
                "floor",
                "stairway",
                "door",
                "zipCode",
                "city",
                "country",
                "vatNo",
                "phone",
                "email",
                "isDeliveryAddressDifferent",
                "isDeliveryCompany",
                "deliveryCompanyName",
                "deliveryFirstName",
                "deliveryLastName",
                "deliveryStreet",
                "deliveryFloor",
                "deliveryStairway",
                "deliveryDoor",
                "deliveryZipCode",
                "deliveryCity",
                "deliveryCountry",
                "deliveryAreaName",
                "deliveryAreaFee",
                "deliveryAreaTaxRate",
                "comment",
                "appointmentDate",
                "paymentMethod",
                "legalInstructions",
                "privacyPolicy",
                "tableIdentifier",
                "appointment",
                "counterAppointment",
                "rejectionMessage",
                "isConfirmed",
                "isCompleted",
                "isRejected",
                "isCanceled",
                "isFailed",
                "isDelivery",
                "isDineIn",
                "isInDelivery",
                "isDelivered",
                "isPaid",
                "isRefunded",
                "isEnteredByStaff",
                "paymentRedirectUrl",
                "paymentReference",
                "gross",
                "totalNet",
                "totalGross",
                "deliveryGross",
                "taxes",
                "createdAt",
                "updatedAt",
                "branchId",
                "deliveryAreaId",
                "donateeId"
            FROM "customer_order"
        `);
        await queryRunner.query(`
            DROP TABLE "customer_order"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_customer_order"
                RENAME TO "customer_order"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_da7e67b1efb73e9eeb363b95df" ON "customer_order" ("branchId", "createdAt")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_9a0c2753c8af5e75233c39ffae" ON "customer_order" ("branchId", "businessDay", "ticketNumber")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_57841719a66e88adabac1b553e" ON "customer_order" ("createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_1e39ac6677a54e2c9c76b57629" ON "customer_order" ("paymentReference")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_1e39ac6677a54e2c9c76b57629"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_57841719a66e88adabac1b553e"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_9a0c2753c8af5e75233c39ffae"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_da7e67b1efb73e9eeb363b95df"
        `);
        await queryRunner.query(`
            ALTER TABLE "customer_order"
                RENAME TO "temporary_customer_order"
        `);
        await queryRunner.query(`
            CREATE TABLE "customer_order" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "uid" varchar(32) NOT NULL DEFAULT (''),
                "hash" varchar(64) NOT NULL DEFAULT (''),
                "ticketNumber" integer NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "isCompany" boolean NOT NULL DEFAULT (0),
                "companyName" varchar(255) NOT NULL DEFAULT (''),
                "firstName" varchar(100) NOT NULL DEFAULT (''),
                "lastName" varchar(100) NOT NULL DEFAULT (''),
                "company" varchar(255) NOT NULL DEFAULT (''),
                "street" varchar(255) NOT NULL DEFAULT (''),
                "floor" varchar(20) NOT NULL DEFAULT (''),
                "stairway" varchar(20) NOT NULL DEFAULT (''),
                "door" varchar(20) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "country" varchar(2) NOT NULL DEFAULT ('AT'),
                "vatNo" varchar(50) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "isDeliveryAddressDifferent" boolean NOT NULL DEFAULT (0),
                "isDeliveryCompany" boolean NOT NULL DEFAULT (0),
                "deliveryCompanyName" varchar(255) NOT NULL DEFAULT (''),
                "deliveryFirstName" varchar(100) NOT NULL DEFAULT (''),
                "deliveryLastName" varchar(100) NOT NULL DEFAULT (''),
                "deliveryStreet" varchar(255) NOT NULL DEFAULT (''),
                "deliveryFloor" varchar(20) NOT NULL DEFAULT (''),
                "deliveryStairway" varchar(20) NOT NULL DEFAULT (''),
                "deliveryDoor" varchar(20) NOT NULL DEFAULT (''),
                "deliveryZipCode" varchar(20) NOT NULL DEFAULT (''),
                "deliveryCity" varchar(100) NOT NULL DEFAULT (''),
                "deliveryCountry" varchar(2) NOT NULL DEFAULT ('AT'),
                "deliveryAreaName" varchar(255) NOT NULL DEFAULT (''),
                "deliveryAreaFee" decimal(12, 2),
                "deliveryAreaTaxRate" decimal(5, 2) NOT NULL DEFAULT (0),
                "comment" text,
                "appointmentDate" datetime(6),
                "paymentMethod" varchar(20) NOT NULL DEFAULT ('cash'),
                "legalInstructions" boolean NOT NULL DEFAULT (0),
                "privacyPolicy" boolean NOT NULL DEFAULT (0),
                "tableIdentifier" varchar(50),
                "appointment" datetime(6),
                "counterAppointment" datetime(6),
                "rejectionMessage" text,
                "isConfirmed" boolean NOT NULL DEFAULT (0),
                "isCompleted" boolean NOT NULL DEFAULT (0),
                "isRejected" boolean NOT NULL DEFAULT (0),
                "isCanceled" boolean NOT NULL DEFAULT (0),
                "isFailed" boolean NOT NULL DEFAULT (0),
                "isDelivery" boolean NOT NULL DEFAULT (0),
                "isDineIn" boolean NOT NULL DEFAULT (0),
                "isInDelivery" boolean NOT NULL DEFAULT (0),
                "isDelivered" boolean NOT NULL DEFAULT (0),
                "isPaid" boolean NOT NULL DEFAULT (0),
                "isRefunded" boolean NOT NULL DEFAULT (0),
                "isEnteredByStaff" boolean NOT NULL DEFAULT (0),
                "paymentRedirectUrl" varchar(2000),
                "paymentReference" varchar(255),
                "gross" decimal(12, 2) NOT NULL DEFAULT (0),
                "totalNet" decimal(12, 2) NOT NULL DEFAULT (0),
                "totalGross" decimal(12, 2) NOT NULL DEFAULT (0),
                "deliveryGross" decimal(12, 2) NOT NULL DEFAULT (0),
                "taxes" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer NOT NULL,
                "deliveryAreaId" integer,
                "donateeId" integer,
                CONSTRAINT "UQ_deee254d2d7bcf6fc8037770a22" UNIQUE ("uid"),
                CONSTRAINT "FK_aaddc7a8478c8dd93b25dbf8b5f" FOREIGN KEY ("donateeId") REFERENCES "donatee" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_edf016f7c57af8244f4b4a7d13d" FOREIGN KEY ("deliveryAreaId") REFERENCES "delivery_area" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_37e14dc34db9782d9cdc63a9e0a" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "customer_order"(
                    "id",
                    "uid",
                    "hash",
                    "ticketNumber",
                    "businessDay",
                    "isCompany",
                    "companyName",
                    "firstName",
                    "lastName",
                    "company",
                    "street",
                    "floor",
                    "stairway",
                    "door",
                    "zipCode",
                    "city",
                    "country",
                    "vatNo",
                    "phone",
                    "email",
                    "isDeliveryAddressDifferent",
                    "isDeliveryCompany",
                    "deliveryCompanyName",
                    "deliveryFirstName",
                    "deliveryLastName",
                    "deliveryStreet",
                    "deliveryFloor",
                    "deliveryStairway",
                    "deliveryDoor",
                    "deliveryZipCode",
                    "deliveryCity",
                    "deliveryCountry",
                    "deliveryAreaName",
                    "deliveryAreaFee",
                    "deliveryAreaTaxRate",
                    "comment",
                    "appointmentDate",
                    "paymentMethod",
                    "legalInstructions",
                    "privacyPolicy",
                    "tableIdentifier",
                    "appointment",
                    "counterAppointment",
                    "rejectionMessage",
                    "isConfirmed",
                    "isCompleted",
                    "isRejected",
                    "isCanceled",
                    "isFailed",
                    "isDelivery",
                    "isDineIn",
                    "isInDelivery",
                    "isDelivered",
                    "isPaid",
                    "isRefunded",
                    "isEnteredByStaff",
                    "paymentRedirectUrl",
                    "paymentReference",
                    "gross",
                    "totalNet",
                    "totalGross",
                    "deliveryGross",
                    "taxes",
                    "createdAt",
                    "updatedAt",
                    "branchId",
                    "deliveryAreaId",
                    "donateeId"
                )
            SELECT "id",
                "uid",
                "hash",
                "ticketNumber",
                "businessDay",
                "isCompany",
                "companyName",
                "firstName",
                "lastName",
                "company",
                "street",
                "floor",
                "stairway",
                "door",
                "zipCode",
                "city",
                "country",
                "vatNo",
                "phone",
                "email",
                "isDeliveryAddressDifferent",
                "isDeliveryCompany",
                "deliveryCompanyName",
                "deliveryFirstName",
                "deliveryLastName",
                "deliveryStreet",
                "deliveryFloor",
                "deliveryStairway",
                "deliveryDoor",
                "deliveryZipCode",
                "deliveryCity",
                "deliveryCountry",
                "deliveryAreaName",
                "deliveryAreaFee",
                "deliveryAreaTaxRate",
                "comment",
                "appointmentDate",
                "paymentMethod",
                "legalInstructions",
                "privacyPolicy",
                "tableIdentifier",
                "appointment",
                "counterAppointment",
                "rejectionMessage",
                "isConfirmed",
                "isCompleted",
                "isRejected",
                "isCanceled",
                "isFailed",
                "isDelivery",
                "isDineIn",
                "isInDelivery",
                "isDelivered",
                "isPaid",
                "isRefunded",
                "isEnteredByStaff",
                "paymentRedirectUrl",
                "paymentReference",
                "gross",
                "totalNet",
                "totalGross",
                "deliveryGross",
                "taxes",
                "createdAt",
                "updatedAt",
                "branchId",
                "deliveryAreaId",
                "donateeId"
            FROM "temporary_customer_order"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_customer_order"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_1e39ac6677a54e2c9c76b57629" ON "customer_order" ("paymentReference")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_57841719a66e88adabac1b553e" ON "customer_order" ("createdAt")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_9a0c2753c8af5e75233c39ffae" ON "customer_order" ("branchId", "businessDay", "ticketNumber")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_da7e67b1efb73e9eeb363b95df" ON "customer_order" ("branchId", "createdAt")
        `);
    }

}
