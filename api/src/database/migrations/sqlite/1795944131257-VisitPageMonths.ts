import { MigrationInterface, QueryRunner } from "typeorm";

export class VisitPageMonths1795944131257 implements MigrationInterface {
    name = 'VisitPageMonths1795944131257'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "statistics_page_month" (
                "month" varchar(7) NOT NULL,
                "path" varchar(255) NOT NULL,
                "views" integer NOT NULL DEFAULT (0),
                "visitors" integer NOT NULL DEFAULT (0),
                PRIMARY KEY ("month", "path")
            )
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE "statistics_page_month"
        `);
    }

}
