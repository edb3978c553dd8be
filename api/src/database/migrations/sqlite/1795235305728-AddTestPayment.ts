import { MigrationInterface, QueryRunner } from "typeorm";

export class AddTestPayment1795235305728 implements MigrationInterface {
    name = 'AddTestPayment1795235305728'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "test_payment" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "reference" varchar(64) NOT NULL DEFAULT (''),
                "status" varchar(20) NOT NULL DEFAULT ('open'),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "orderId" integer NOT NULL,
                CONSTRAINT "UQ_b57f6d904f7c16b92735d48bed6" UNIQUE ("reference")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_test_payment" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "reference" varchar(64) NOT NULL DEFAULT (''),
                "status" varchar(20) NOT NULL DEFAULT ('open'),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "orderId" integer NOT NULL,
                CONSTRAINT "UQ_b57f6d904f7c16b92735d48bed6" UNIQUE ("reference"),
                CONSTRAINT "FK_f44ec40a34c3a1db081bae7cb98" FOREIGN KEY ("orderId") REFERENCES "customer_order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_test_payment"(
                    "id",
                    "reference",
                    "status",
                    "createdAt",
                    "updatedAt",
                    "orderId"
                )
            SELECT "id",
                "reference",
                "status",
                "createdAt",
                "updatedAt",
                "orderId"
            FROM "test_payment"
        `);
        await queryRunner.query(`
            DROP TABLE "test_payment"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_test_payment"
                RENAME TO "test_payment"
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "test_payment"
                RENAME TO "temporary_test_payment"
        `);
        await queryRunner.query(`
            CREATE TABLE "test_payment" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "reference" varchar(64) NOT NULL DEFAULT (''),
                "status" varchar(20) NOT NULL DEFAULT ('open'),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "orderId" integer NOT NULL,
                CONSTRAINT "UQ_b57f6d904f7c16b92735d48bed6" UNIQUE ("reference")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "test_payment"(
                    "id",
                    "reference",
                    "status",
                    "createdAt",
                    "updatedAt",
                    "orderId"
                )
            SELECT "id",
                "reference",
                "status",
                "createdAt",
                "updatedAt",
                "orderId"
            FROM "temporary_test_payment"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_test_payment"
        `);
        await queryRunner.query(`
            DROP TABLE "test_payment"
        `);
    }

}
