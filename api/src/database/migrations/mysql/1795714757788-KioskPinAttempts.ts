import { MigrationInterface, QueryRunner } from "typeorm";

export class KioskPinAttempts1795714757788 implements MigrationInterface {
    name = 'KioskPinAttempts1795714757788'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`kiosk_pin_attempt\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`userId\` int NOT NULL,
                \`isSuccessful\` tinyint NOT NULL DEFAULT 0,
                \`createdAt\` datetime(6) NOT NULL,
                INDEX \`IDX_68ec10165ff16f273fe930efc0\` (\`userId\`, \`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_68ec10165ff16f273fe930efc0\` ON \`kiosk_pin_attempt\`
        `);
        await queryRunner.query(`
            DROP TABLE \`kiosk_pin_attempt\`
        `);
    }

}
