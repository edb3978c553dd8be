import { MigrationInterface, QueryRunner } from "typeorm";

export class CustomerUploadTokens1795656032538 implements MigrationInterface {
    name = 'CustomerUploadTokens1795656032538'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "upload"
            ADD COLUMN "isCustomerUpload" boolean NOT NULL DEFAULT (0)
        `);
        await queryRunner.query(`
            ALTER TABLE "upload"
            ADD COLUMN "tokenHash" varchar(64)
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "upload" DROP COLUMN "tokenHash"
        `);
        await queryRunner.query(`
            ALTER TABLE "upload" DROP COLUMN "isCustomerUpload"
        `);
    }

}
