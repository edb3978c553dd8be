import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Holiday balances keep entitlement and carry-over; the typed-in `taken` goes (days taken are
 * counted from the absences). Not a rename: old `taken` values must not become carry-over.
 */
export class HolidayBalanceCarryOver1795713871177 implements MigrationInterface {
    name = 'HolidayBalanceCarryOver1795713871177'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`holiday_balance\` DROP COLUMN \`taken\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`holiday_balance\` ADD \`carryOver\` decimal(12, 3) NOT NULL DEFAULT 0.000
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`holiday_balance\` DROP COLUMN \`carryOver\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`holiday_balance\` ADD \`taken\` decimal(12, 3) NOT NULL DEFAULT 0.000
        `);
    }

}
