import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Holiday balances keep entitlement and carry-over; the typed-in `taken` goes (days taken are
 * counted from the absences). Not a rename: old `taken` values must not become carry-over.
 */
export class HolidayBalanceCarryOver1795713861632 implements MigrationInterface {
    name = 'HolidayBalanceCarryOver1795713861632'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_99604b62591bbc8d0a0aad4f68"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_holiday_balance" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "year" integer NOT NULL,
                "entitlement" decimal(12, 3) NOT NULL DEFAULT (0),
                "carryOver" decimal(12, 3) NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                CONSTRAINT "FK_9ea991662cff188b8c8ecc35671" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_holiday_balance"(
                    "id",
                    "year",
                    "entitlement",
                    "carryOver",
                    "createdAt",
                    "updatedAt",
                    "userId"
                )
            SELECT "id",
                "year",
                "entitlement",
                0,
                "createdAt",
                "updatedAt",
                "userId"
            FROM "holiday_balance"
        `);
        await queryRunner.query(`
            DROP TABLE "holiday_balance"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_holiday_balance"
                RENAME TO "holiday_balance"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_99604b62591bbc8d0a0aad4f68" ON "holiday_balance" ("userId", "year")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_99604b62591bbc8d0a0aad4f68"
        `);
        await queryRunner.query(`
            ALTER TABLE "holiday_balance"
                RENAME TO "temporary_holiday_balance"
        `);
        await queryRunner.query(`
            CREATE TABLE "holiday_balance" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "year" integer NOT NULL,
                "entitlement" decimal(12, 3) NOT NULL DEFAULT (0),
                "taken" decimal(12, 3) NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                CONSTRAINT "FK_9ea991662cff188b8c8ecc35671" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
        await queryRunner.query(`
            INSERT INTO "holiday_balance"(
                    "id",
                    "year",
                    "entitlement",
                    "taken",
                    "createdAt",
                    "updatedAt",
                    "userId"
                )
            SELECT "id",
                "year",
                "entitlement",
                0,
                "createdAt",
                "updatedAt",
                "userId"
            FROM "temporary_holiday_balance"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_holiday_balance"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_99604b62591bbc8d0a0aad4f68" ON "holiday_balance" ("userId", "year")
        `);
    }

}
