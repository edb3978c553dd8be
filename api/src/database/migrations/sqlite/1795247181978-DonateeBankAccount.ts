import { MigrationInterface, QueryRunner } from "typeorm";

export class DonateeBankAccount1795247181978 implements MigrationInterface {
    name = 'DonateeBankAccount1795247181978'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "temporary_donatee" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "iban" varchar(34) NOT NULL DEFAULT (''),
                "bic" varchar(11) NOT NULL DEFAULT (''),
                CONSTRAINT "UQ_c4e4e0fbd6982e5dbc3dfcb3f42" UNIQUE ("identifier")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_donatee"("id", "identifier", "name", "description")
            SELECT "id",
                "identifier",
                "name",
                "description"
            FROM "donatee"
        `);
        await queryRunner.query(`
            DROP TABLE "donatee"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_donatee"
                RENAME TO "donatee"
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "donatee"
                RENAME TO "temporary_donatee"
        `);
        await queryRunner.query(`
            CREATE TABLE "donatee" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                CONSTRAINT "UQ_c4e4e0fbd6982e5dbc3dfcb3f42" UNIQUE ("identifier")
            )
        `);
        await queryRunner.query(`
            INSERT INTO "donatee"("id", "identifier", "name", "description")
            SELECT "id",
                "identifier",
                "name",
                "description"
            FROM "temporary_donatee"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_donatee"
        `);
    }

}
