import { MigrationInterface, QueryRunner } from "typeorm";

export class LogRecordReference1795942415153 implements MigrationInterface {
    name = 'LogRecordReference1795942415153'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`log\`
            ADD \`recordType\` varchar(50) NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`log\`
            ADD \`recordId\` int NULL
        `);
        await queryRunner.query(`
            CREATE INDEX \`IDX_573d486bd8f0601acd36de24d5\` ON \`log\` (\`recordType\`, \`recordId\`)
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_573d486bd8f0601acd36de24d5\` ON \`log\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`log\` DROP COLUMN \`recordId\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`log\` DROP COLUMN \`recordType\`
        `);
    }

}
