import { MigrationInterface, QueryRunner } from "typeorm";

export class DonateeBankAccount1795247185347 implements MigrationInterface {
    name = 'DonateeBankAccount1795247185347'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`donatee\`
            ADD \`iban\` varchar(34) NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`donatee\`
            ADD \`bic\` varchar(11) NOT NULL DEFAULT ''
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`donatee\` DROP COLUMN \`bic\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`donatee\` DROP COLUMN \`iban\`
        `);
    }

}
