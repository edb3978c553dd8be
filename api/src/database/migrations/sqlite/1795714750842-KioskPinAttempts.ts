import { MigrationInterface, QueryRunner } from "typeorm";

export class KioskPinAttempts1795714750842 implements MigrationInterface {
    name = 'KioskPinAttempts1795714750842'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "kiosk_pin_attempt" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "userId" integer NOT NULL,
                "isSuccessful" boolean NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_68ec10165ff16f273fe930efc0" ON "kiosk_pin_attempt" ("userId", "createdAt")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_68ec10165ff16f273fe930efc0"
        `);
        await queryRunner.query(`
            DROP TABLE "kiosk_pin_attempt"
        `);
    }

}
