import { MigrationInterface, QueryRunner } from "typeorm";

export class StatisticsOrderRollUps1795943977511 implements MigrationInterface {
    name = 'StatisticsOrderRollUps1795943977511'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "statistics_item_day" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL,
                "productId" integer,
                "unit" varchar(10) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "orderLines" integer NOT NULL,
                "orders" integer NOT NULL,
                "amountThousandths" integer NOT NULL,
                "revenueCents" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_743aad62c77dc149b6fa57e076" ON "statistics_item_day" ("businessDay", "branchId")
        `);
        await queryRunner.query(`
            CREATE TABLE "statistics_item_month" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL,
                "productId" integer,
                "unit" varchar(10) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "orderLines" integer NOT NULL,
                "orders" integer NOT NULL,
                "amountThousandths" integer NOT NULL,
                "revenueCents" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_a2d2a16335b3c6f295a580e1f1" ON "statistics_item_month" ("businessDay", "branchId")
        `);
        await queryRunner.query(`
            CREATE TABLE "statistics_order_day" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL,
                "orderType" varchar(10) NOT NULL DEFAULT (''),
                "state" varchar(20) NOT NULL DEFAULT (''),
                "paymentMethod" varchar(20) NOT NULL DEFAULT (''),
                "outcome" varchar(20) NOT NULL DEFAULT (''),
                "orders" integer NOT NULL,
                "grossCents" integer NOT NULL,
                "netCents" integer NOT NULL,
                "deliveryCents" integer NOT NULL,
                "orderLines" integer NOT NULL,
                "amountThousandths" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_15a18e529a2c9f5250fe7e563a" ON "statistics_order_day" ("businessDay", "branchId")
        `);
        await queryRunner.query(`
            CREATE TABLE "statistics_order_slot_day" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL,
                "weekday" integer NOT NULL,
                "slot" integer NOT NULL,
                "orders" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_dce982c4201d7517f92a93ac2b" ON "statistics_order_slot_day" ("businessDay", "branchId")
        `);
        await queryRunner.query(`
            CREATE TABLE "statistics_order_slot_month" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL,
                "weekday" integer NOT NULL,
                "slot" integer NOT NULL,
                "orders" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_2715fb4c4b88bd04b7d21aa813" ON "statistics_order_slot_month" ("businessDay", "branchId")
        `);
        await queryRunner.query(`
            CREATE TABLE "statistics_order_tax_day" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL,
                "rate" varchar(10) NOT NULL DEFAULT (''),
                "taxCents" integer NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_aacd14be39f675ed199a5d6444" ON "statistics_order_tax_day" ("businessDay", "branchId")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_aacd14be39f675ed199a5d6444"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_order_tax_day"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_2715fb4c4b88bd04b7d21aa813"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_order_slot_month"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_dce982c4201d7517f92a93ac2b"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_order_slot_day"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_15a18e529a2c9f5250fe7e563a"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_order_day"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_a2d2a16335b3c6f295a580e1f1"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_item_month"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_743aad62c77dc149b6fa57e076"
        `);
        await queryRunner.query(`
            DROP TABLE "statistics_item_day"
        `);
    }

}
