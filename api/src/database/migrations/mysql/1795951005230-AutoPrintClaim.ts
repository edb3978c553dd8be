import { MigrationInterface, QueryRunner } from "typeorm";

export class AutoPrintClaim1795951005230 implements MigrationInterface {
    name = 'AutoPrintClaim1795951005230'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`auto_print_claim\` (
                \`orderId\` int NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`orderId\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            ALTER TABLE \`auto_print_claim\`
            ADD CONSTRAINT \`FK_2b00fd0a28eb16aa42b7d4e9866\` FOREIGN KEY (\`orderId\`) REFERENCES \`customer_order\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`auto_print_claim\` DROP FOREIGN KEY \`FK_2b00fd0a28eb16aa42b7d4e9866\`
        `);
        await queryRunner.query(`
            DROP TABLE \`auto_print_claim\`
        `);
    }

}
