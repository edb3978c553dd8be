import { MigrationInterface, QueryRunner } from "typeorm";

export class VisitSlotMonths1795944859615 implements MigrationInterface {
    name = 'VisitSlotMonths1795944859615'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "statistics_visit_slot_month" (
                "month" varchar(7) NOT NULL,
                "weekday" integer NOT NULL,
                "slot" integer NOT NULL,
                "visitors" integer NOT NULL DEFAULT (0),
                PRIMARY KEY ("month", "weekday", "slot")
            )
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE "statistics_visit_slot_month"
        `);
    }

}
