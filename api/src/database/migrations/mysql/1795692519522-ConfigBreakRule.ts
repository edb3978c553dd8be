import { MigrationInterface, QueryRunner } from "typeorm";

export class ConfigBreakRule1795692519522 implements MigrationInterface {
    name = 'ConfigBreakRule1795692519522'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`config\`
            ADD \`breakRule\` varchar(20) NOT NULL DEFAULT 'AT'
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`config\` DROP COLUMN \`breakRule\`
        `);
    }

}
