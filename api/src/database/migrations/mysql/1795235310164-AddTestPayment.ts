import { MigrationInterface, QueryRunner } from "typeorm";

export class AddTestPayment1795235310164 implements MigrationInterface {
    name = 'AddTestPayment1795235310164'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`test_payment\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`reference\` varchar(64) NOT NULL DEFAULT '',
                \`status\` varchar(20) NOT NULL DEFAULT 'open',
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`orderId\` int NOT NULL,
                UNIQUE INDEX \`IDX_b57f6d904f7c16b92735d48bed\` (\`reference\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            ALTER TABLE \`test_payment\`
            ADD CONSTRAINT \`FK_f44ec40a34c3a1db081bae7cb98\` FOREIGN KEY (\`orderId\`) REFERENCES \`customer_order\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`test_payment\` DROP FOREIGN KEY \`FK_f44ec40a34c3a1db081bae7cb98\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_b57f6d904f7c16b92735d48bed\` ON \`test_payment\`
        `);
        await queryRunner.query(`
            DROP TABLE \`test_payment\`
        `);
    }

}
