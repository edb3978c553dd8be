import { MigrationInterface, QueryRunner } from "typeorm";

export class WorkingActivityAutoEnded1795693586796 implements MigrationInterface {
    name = 'WorkingActivityAutoEnded1795693586796'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`working_activity\`
            ADD \`autoEnded\` tinyint NOT NULL DEFAULT 0
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`working_activity\` DROP COLUMN \`autoEnded\`
        `);
    }

}
