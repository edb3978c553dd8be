import { MigrationInterface, QueryRunner } from "typeorm";

export class VisitStatisticsRollups1795945189238 implements MigrationInterface {
    name = 'VisitStatisticsRollups1795945189238'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`statistics_event_day\` (
                \`day\` varchar(10) COLLATE "utf8mb4_bin" NOT NULL,
                \`type\` varchar(100) COLLATE "utf8mb4_bin" NOT NULL,
                \`action\` varchar(100) COLLATE "utf8mb4_bin" NOT NULL,
                \`category\` varchar(100) COLLATE "utf8mb4_bin" NOT NULL,
                \`count\` int NOT NULL DEFAULT '0',
                PRIMARY KEY (\`day\`, \`type\`, \`action\`, \`category\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`statistics_page_day\` (
                \`day\` varchar(10) COLLATE "utf8mb4_bin" NOT NULL,
                \`path\` varchar(255) COLLATE "utf8mb4_bin" NOT NULL,
                \`views\` int NOT NULL DEFAULT '0',
                \`visitors\` int NOT NULL DEFAULT '0',
                PRIMARY KEY (\`day\`, \`path\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`statistics_page_month\` (
                \`month\` varchar(7) COLLATE "utf8mb4_bin" NOT NULL,
                \`path\` varchar(255) COLLATE "utf8mb4_bin" NOT NULL,
                \`views\` int NOT NULL DEFAULT '0',
                \`visitors\` int NOT NULL DEFAULT '0',
                PRIMARY KEY (\`month\`, \`path\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`statistics_visit_day\` (
                \`day\` varchar(10) COLLATE "utf8mb4_bin" NOT NULL,
                \`pageViews\` int NOT NULL DEFAULT '0',
                \`visitors\` int NOT NULL DEFAULT '0',
                PRIMARY KEY (\`day\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`statistics_visit_slot_day\` (
                \`day\` varchar(10) COLLATE "utf8mb4_bin" NOT NULL,
                \`slot\` int NOT NULL,
                \`weekday\` int NOT NULL,
                \`visitors\` int NOT NULL DEFAULT '0',
                PRIMARY KEY (\`day\`, \`slot\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`statistics_visit_slot_month\` (
                \`month\` varchar(7) COLLATE "utf8mb4_bin" NOT NULL,
                \`weekday\` int NOT NULL,
                \`slot\` int NOT NULL,
                \`visitors\` int NOT NULL DEFAULT '0',
                PRIMARY KEY (\`month\`, \`weekday\`, \`slot\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`statistics_visitor_seen\` (
                \`day\` varchar(10) COLLATE "utf8mb4_bin" NOT NULL,
                \`visitor\` varchar(64) COLLATE "utf8mb4_bin" NOT NULL,
                \`path\` varchar(255) COLLATE "utf8mb4_bin" NOT NULL,
                PRIMARY KEY (\`day\`, \`visitor\`, \`path\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            ALTER TABLE \`analytics_log\`
            ADD \`visitor\` varchar(64) COLLATE "utf8mb4_bin" NULL
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`analytics_log\` DROP COLUMN \`visitor\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_visitor_seen\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_visit_slot_month\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_visit_slot_day\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_visit_day\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_page_month\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_page_day\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_event_day\`
        `);
    }

}
