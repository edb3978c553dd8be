import { MigrationInterface, QueryRunner } from "typeorm";

export class KioskPin1795714172296 implements MigrationInterface {
    name = 'KioskPin1795714172296'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`user\`
            ADD \`kioskPinHash\` varchar(255) NOT NULL DEFAULT ''
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`user\` DROP COLUMN \`kioskPinHash\`
        `);
    }

}
