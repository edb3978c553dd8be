import { MigrationInterface, QueryRunner } from "typeorm";

export class OrderSoftDelete1795942209810 implements MigrationInterface {
    name = 'OrderSoftDelete1795942209810'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`customer_order\`
            ADD \`deletedAt\` datetime(6) NULL
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`customer_order\` DROP COLUMN \`deletedAt\`
        `);
    }

}
