import { MigrationInterface, QueryRunner } from "typeorm";

export class AuditTrailSubjects1795717244797 implements MigrationInterface {
    name = 'AuditTrailSubjects1795717244797'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`working_time_change\`
            ADD \`subject\` varchar(20) NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`working_time_change\`
            ADD \`recordId\` int NULL
        `);
        // Entries so far were about activities, or about a month closed or reopened.
        await queryRunner.query(`
            UPDATE \`working_time_change\`
            SET \`subject\` = CASE WHEN \`action\` IN ('monthClosed', 'monthReopened') THEN 'month' ELSE 'activity' END,
                \`recordId\` = \`activityId\`
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`working_time_change\` DROP COLUMN \`recordId\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`working_time_change\` DROP COLUMN \`subject\`
        `);
    }

}
