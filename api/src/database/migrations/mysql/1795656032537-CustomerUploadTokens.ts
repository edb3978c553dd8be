import { MigrationInterface, QueryRunner } from "typeorm";

export class CustomerUploadTokens1795656032537 implements MigrationInterface {
    name = 'CustomerUploadTokens1795656032537'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`upload\`
            ADD \`isCustomerUpload\` tinyint NOT NULL DEFAULT 0
        `);
        await queryRunner.query(`
            ALTER TABLE \`upload\`
            ADD \`tokenHash\` varchar(64) NULL
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`upload\` DROP COLUMN \`tokenHash\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`upload\` DROP COLUMN \`isCustomerUpload\`
        `);
    }

}
