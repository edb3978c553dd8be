import { MigrationInterface, QueryRunner } from "typeorm";

export class AutoPrintClaim1795950993792 implements MigrationInterface {
    name = 'AutoPrintClaim1795950993792'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "auto_print_claim" (
                "orderId" integer PRIMARY KEY NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_auto_print_claim" (
                "orderId" integer PRIMARY KEY NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_2b00fd0a28eb16aa42b7d4e9866" FOREIGN KEY ("orderId") REFERENCES "customer_order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_auto_print_claim"("orderId", "createdAt")
            SELECT "orderId",
                "createdAt"
            FROM "auto_print_claim"
        `);
        await queryRunner.query(`
            DROP TABLE "auto_print_claim"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_auto_print_claim"
                RENAME TO "auto_print_claim"
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "auto_print_claim"
                RENAME TO "temporary_auto_print_claim"
        `);
        await queryRunner.query(`
            CREATE TABLE "auto_print_claim" (
                "orderId" integer PRIMARY KEY NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            INSERT INTO "auto_print_claim"("orderId", "createdAt")
            SELECT "orderId",
                "createdAt"
            FROM "temporary_auto_print_claim"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_auto_print_claim"
        `);
        await queryRunner.query(`
            DROP TABLE "auto_print_claim"
        `);
    }

}
