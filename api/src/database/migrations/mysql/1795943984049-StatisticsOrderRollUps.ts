import { MigrationInterface, QueryRunner } from "typeorm";

export class StatisticsOrderRollUps1795943984049 implements MigrationInterface {
    name = 'StatisticsOrderRollUps1795943984049'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`statistics_item_day\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`businessDay\` varchar(10) NOT NULL DEFAULT '',
                \`branchId\` int NOT NULL,
                \`productId\` int NULL,
                \`unit\` varchar(10) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`orderLines\` int NOT NULL,
                \`orders\` int NOT NULL,
                \`amountThousandths\` int NOT NULL,
                \`revenueCents\` int NOT NULL,
                INDEX \`IDX_743aad62c77dc149b6fa57e076\` (\`businessDay\`, \`branchId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`statistics_item_month\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`businessDay\` varchar(10) NOT NULL DEFAULT '',
                \`branchId\` int NOT NULL,
                \`productId\` int NULL,
                \`unit\` varchar(10) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`orderLines\` int NOT NULL,
                \`orders\` int NOT NULL,
                \`amountThousandths\` int NOT NULL,
                \`revenueCents\` int NOT NULL,
                INDEX \`IDX_a2d2a16335b3c6f295a580e1f1\` (\`businessDay\`, \`branchId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`statistics_order_day\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`businessDay\` varchar(10) NOT NULL DEFAULT '',
                \`branchId\` int NOT NULL,
                \`orderType\` varchar(10) NOT NULL DEFAULT '',
                \`state\` varchar(20) NOT NULL DEFAULT '',
                \`paymentMethod\` varchar(20) NOT NULL DEFAULT '',
                \`outcome\` varchar(20) NOT NULL DEFAULT '',
                \`orders\` int NOT NULL,
                \`grossCents\` int NOT NULL,
                \`netCents\` int NOT NULL,
                \`deliveryCents\` int NOT NULL,
                \`orderLines\` int NOT NULL,
                \`amountThousandths\` int NOT NULL,
                INDEX \`IDX_15a18e529a2c9f5250fe7e563a\` (\`businessDay\`, \`branchId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`statistics_order_slot_day\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`businessDay\` varchar(10) NOT NULL DEFAULT '',
                \`branchId\` int NOT NULL,
                \`weekday\` int NOT NULL,
                \`slot\` int NOT NULL,
                \`orders\` int NOT NULL,
                INDEX \`IDX_dce982c4201d7517f92a93ac2b\` (\`businessDay\`, \`branchId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`statistics_order_slot_month\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`businessDay\` varchar(10) NOT NULL DEFAULT '',
                \`branchId\` int NOT NULL,
                \`weekday\` int NOT NULL,
                \`slot\` int NOT NULL,
                \`orders\` int NOT NULL,
                INDEX \`IDX_2715fb4c4b88bd04b7d21aa813\` (\`businessDay\`, \`branchId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`statistics_order_tax_day\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`businessDay\` varchar(10) NOT NULL DEFAULT '',
                \`branchId\` int NOT NULL,
                \`rate\` varchar(10) NOT NULL DEFAULT '',
                \`taxCents\` int NOT NULL,
                INDEX \`IDX_aacd14be39f675ed199a5d6444\` (\`businessDay\`, \`branchId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_aacd14be39f675ed199a5d6444\` ON \`statistics_order_tax_day\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_order_tax_day\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_2715fb4c4b88bd04b7d21aa813\` ON \`statistics_order_slot_month\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_order_slot_month\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_dce982c4201d7517f92a93ac2b\` ON \`statistics_order_slot_day\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_order_slot_day\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_15a18e529a2c9f5250fe7e563a\` ON \`statistics_order_day\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_order_day\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_a2d2a16335b3c6f295a580e1f1\` ON \`statistics_item_month\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_item_month\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_743aad62c77dc149b6fa57e076\` ON \`statistics_item_day\`
        `);
        await queryRunner.query(`
            DROP TABLE \`statistics_item_day\`
        `);
    }

}
