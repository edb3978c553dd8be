import { MigrationInterface, QueryRunner } from "typeorm";

export class TimeSheetAuditAndClosedMonths1795713825876 implements MigrationInterface {
    name = 'TimeSheetAuditAndClosedMonths1795713825876'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`closed_month\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`month\` varchar(7) NOT NULL DEFAULT '',
                \`closedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`closedById\` int NULL,
                \`closedByName\` varchar(255) NOT NULL DEFAULT '',
                UNIQUE INDEX \`IDX_1c426b926539bdd9cbc1aca9a7\` (\`month\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`working_time_change\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`byId\` int NULL,
                \`byName\` varchar(255) NOT NULL DEFAULT '',
                \`action\` varchar(20) NOT NULL DEFAULT '',
                \`month\` varchar(7) NOT NULL DEFAULT '',
                \`activityId\` int NULL,
                \`employeeId\` int NULL,
                \`employeeName\` varchar(255) NOT NULL DEFAULT '',
                \`before\` json NULL,
                \`after\` json NULL,
                \`reason\` text NOT NULL,
                INDEX \`IDX_db41f51cf5d54b9b4af122eb89\` (\`employeeId\`, \`month\`),
                INDEX \`IDX_1798f308da8ed97f7eab2b3860\` (\`month\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_1798f308da8ed97f7eab2b3860\` ON \`working_time_change\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_db41f51cf5d54b9b4af122eb89\` ON \`working_time_change\`
        `);
        await queryRunner.query(`
            DROP TABLE \`working_time_change\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_1c426b926539bdd9cbc1aca9a7\` ON \`closed_month\`
        `);
        await queryRunner.query(`
            DROP TABLE \`closed_month\`
        `);
    }

}
