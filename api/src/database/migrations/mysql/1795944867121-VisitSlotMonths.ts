import { MigrationInterface, QueryRunner } from "typeorm";

export class VisitSlotMonths1795944867121 implements MigrationInterface {
    name = 'VisitSlotMonths1795944867121'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`statistics_visit_slot_month\` (
                \`month\` varchar(7) COLLATE "utf8mb4_bin" NOT NULL,
                \`weekday\` int NOT NULL,
                \`slot\` int NOT NULL,
                \`visitors\` int NOT NULL DEFAULT '0',
                PRIMARY KEY (\`month\`, \`weekday\`, \`slot\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE \`statistics_visit_slot_month\`
        `);
    }

}
