import { MigrationInterface, QueryRunner } from "typeorm";

export class VisitPageMonths1795944135014 implements MigrationInterface {
    name = 'VisitPageMonths1795944135014'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`statistics_page_month\` (
                \`month\` varchar(7) COLLATE "utf8mb4_bin" NOT NULL,
                \`path\` varchar(255) COLLATE "utf8mb4_bin" NOT NULL,
                \`views\` int NOT NULL DEFAULT '0',
                \`visitors\` int NOT NULL DEFAULT '0',
                PRIMARY KEY (\`month\`, \`path\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE \`statistics_page_month\`
        `);
    }

}
