import { MigrationInterface, QueryRunner } from "typeorm";

export class AddStaffSignInDevicesPrinting1795238338548 implements MigrationInterface {
    name = 'AddStaffSignInDevicesPrinting1795238338548'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`login_attempt\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`username\` varchar(180) NOT NULL DEFAULT '',
                \`ip\` varchar(64) NOT NULL DEFAULT '',
                \`isSuccessful\` tinyint NOT NULL DEFAULT 0,
                \`createdAt\` datetime(6) NOT NULL,
                INDEX \`IDX_c1b721da65751cb87455cda86b\` (\`ip\`, \`createdAt\`),
                INDEX \`IDX_e5f3d523a22bce9b6f4fa3bf75\` (\`username\`, \`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`login_token\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`tokenHash\` varchar(64) NOT NULL DEFAULT '',
                \`createdAt\` datetime(6) NOT NULL,
                \`expiresAt\` datetime(6) NOT NULL,
                \`usedAt\` datetime(6) NULL,
                \`userId\` int NOT NULL,
                INDEX \`IDX_f12faebd70156e51fce777f169\` (\`userId\`),
                UNIQUE INDEX \`IDX_a5db95d392c6c0bffb5d41cef3\` (\`tokenHash\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`device_command\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`type\` varchar(30) NOT NULL DEFAULT '',
                \`deliveredAt\` datetime(6) NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`deviceId\` int NOT NULL,
                INDEX \`IDX_1d5ccb3fd7c49a7b3468cfe9d7\` (\`deviceId\`, \`deliveredAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`device_log\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`content\` text NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`deviceId\` int NOT NULL,
                INDEX \`IDX_fce85ca9bebb02c1a75d6fec9c\` (\`deviceId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE \`print_job\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`kind\` varchar(20) NOT NULL DEFAULT '',
                \`claimedAt\` datetime(6) NULL,
                \`printedAt\` datetime(6) NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`deviceId\` int NOT NULL,
                \`orderId\` int NULL,
                INDEX \`IDX_8607f33e678d90f05e46ae4ad2\` (\`orderId\`),
                INDEX \`IDX_0d8673f2bb4cb6b5a84d34174d\` (\`deviceId\`, \`printedAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            ALTER TABLE \`branch\`
            ADD \`isAutoPrintEnabled\` tinyint NOT NULL DEFAULT 0
        `);
        await queryRunner.query(`
            ALTER TABLE \`login_token\`
            ADD CONSTRAINT \`FK_f12faebd70156e51fce777f1698\` FOREIGN KEY (\`userId\`) REFERENCES \`user\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE \`device_command\`
            ADD CONSTRAINT \`FK_0f003545226d6cf6a4520c14c1f\` FOREIGN KEY (\`deviceId\`) REFERENCES \`device\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE \`device_log\`
            ADD CONSTRAINT \`FK_fce85ca9bebb02c1a75d6fec9c9\` FOREIGN KEY (\`deviceId\`) REFERENCES \`device\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE \`print_job\`
            ADD CONSTRAINT \`FK_0a826976dbf012da951a4bb8d68\` FOREIGN KEY (\`deviceId\`) REFERENCES \`device\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE \`print_job\`
            ADD CONSTRAINT \`FK_8607f33e678d90f05e46ae4ad23\` FOREIGN KEY (\`orderId\`) REFERENCES \`customer_order\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`print_job\` DROP FOREIGN KEY \`FK_8607f33e678d90f05e46ae4ad23\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`print_job\` DROP FOREIGN KEY \`FK_0a826976dbf012da951a4bb8d68\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`device_log\` DROP FOREIGN KEY \`FK_fce85ca9bebb02c1a75d6fec9c9\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`device_command\` DROP FOREIGN KEY \`FK_0f003545226d6cf6a4520c14c1f\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`login_token\` DROP FOREIGN KEY \`FK_f12faebd70156e51fce777f1698\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`branch\` DROP COLUMN \`isAutoPrintEnabled\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_0d8673f2bb4cb6b5a84d34174d\` ON \`print_job\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_8607f33e678d90f05e46ae4ad2\` ON \`print_job\`
        `);
        await queryRunner.query(`
            DROP TABLE \`print_job\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_fce85ca9bebb02c1a75d6fec9c\` ON \`device_log\`
        `);
        await queryRunner.query(`
            DROP TABLE \`device_log\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_1d5ccb3fd7c49a7b3468cfe9d7\` ON \`device_command\`
        `);
        await queryRunner.query(`
            DROP TABLE \`device_command\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_a5db95d392c6c0bffb5d41cef3\` ON \`login_token\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_f12faebd70156e51fce777f169\` ON \`login_token\`
        `);
        await queryRunner.query(`
            DROP TABLE \`login_token\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_e5f3d523a22bce9b6f4fa3bf75\` ON \`login_attempt\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_c1b721da65751cb87455cda86b\` ON \`login_attempt\`
        `);
        await queryRunner.query(`
            DROP TABLE \`login_attempt\`
        `);
    }

}
