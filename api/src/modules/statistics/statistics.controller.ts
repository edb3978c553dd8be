import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  CanceledOrdersAnswer,
  EventsAnswer,
  HeatMapAnswer,
  ItemsAnswer,
  OrdersAnswer,
  PagesAnswer,
  PageViewsAnswer,
  PopularItemsAnswer,
  RevenueAnswer,
  StatisticsAnswer,
  UniqueVisitorsAnswer,
  WorkingActivitiesAnswer,
  WorkingSchedulesAnswer,
} from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { readFromReplica } from '../../database/replica-reads.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { ApiData, ApiErrors } from '../../http/openapi/decorators.js';
import { StatisticsQueryDto } from './dto/statistics.query.js';
import { OrderStatisticsService } from './order-statistics.service.js';
import { statisticsAnswer, statisticsScope, type StatisticsScope } from './statistics-scope.js';
import { VisitStatisticsService } from './visit-statistics.service.js';
import { WorkStatisticsService } from './work-statistics.service.js';

/**
 * The 13 statistics of backend.md §7: `GET /api/statistics/{name}?from&to[&branch][&compare]`.
 * Staff only; an employee gets the figures of their own branches (statisticsScope).
 */
@ApiTags('statistics')
@Controller('statistics')
@ApiErrors(400, 403)
export class StatisticsController {
  constructor(
    private readonly orders: OrderStatisticsService,
    private readonly visits: VisitStatisticsService,
    private readonly work: WorkStatisticsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  private answer<Figures>(
    query: StatisticsQueryDto,
    auth: AuthContext,
    figuresOf: (scope: StatisticsScope) => Promise<Figures>,
  ): Promise<StatisticsAnswer<Figures>> {
    const scope = statisticsScope(query, auth, this.config.timeZone);
    return readFromReplica(this.dataSource, (reader) =>
      statisticsAnswer({ ...scope, reader }, query.compare, figuresOf),
    );
  }

  @Get('unique-visitors')
  @ApiOperation({ summary: 'Eindeutige Besucher je Tag (ohne Cookies, Tages-Salt)' })
  @ApiData('UniqueVisitorsAnswer')
  uniqueVisitors(
    @Query() query: StatisticsQueryDto,
    @Auth() auth: AuthContext,
  ): Promise<UniqueVisitorsAnswer> {
    return this.answer(query, auth, (scope) => this.visits.uniqueVisitors(scope));
  }

  @Get('page-views')
  @ApiOperation({ summary: 'Seitenaufrufe je Tag' })
  @ApiData('PageViewsAnswer')
  pageViews(
    @Query() query: StatisticsQueryDto,
    @Auth() auth: AuthContext,
  ): Promise<PageViewsAnswer> {
    return this.answer(query, auth, (scope) => this.visits.pageViews(scope));
  }

  @Get('pages')
  @ApiOperation({ summary: 'Meistbesuchte Seiten mit Aufrufen und Besuchern' })
  @ApiData('PagesAnswer')
  pages(@Query() query: StatisticsQueryDto, @Auth() auth: AuthContext): Promise<PagesAnswer> {
    return this.answer(query, auth, (scope) => this.visits.pages(scope));
  }

  @Get('events')
  @ApiOperation({ summary: 'Ereignisse nach Typ, Aktion und Kategorie' })
  @ApiData('EventsAnswer')
  events(@Query() query: StatisticsQueryDto, @Auth() auth: AuthContext): Promise<EventsAnswer> {
    return this.answer(query, auth, (scope) => this.visits.events(scope));
  }

  @Get('visitor-times')
  @ApiOperation({ summary: 'Besucher nach Wochentag und halber Stunde' })
  @ApiData('HeatMapAnswer')
  visitorTimes(
    @Query() query: StatisticsQueryDto,
    @Auth() auth: AuthContext,
  ): Promise<HeatMapAnswer> {
    return this.answer(query, auth, (scope) => this.visits.visitorTimes(scope));
  }

  @Get('orders')
  @ApiOperation({ summary: 'Bestellungen je Tag nach Bestellart und Status' })
  @ApiData('OrdersAnswer')
  ordersPerDay(
    @Query() query: StatisticsQueryDto,
    @Auth() auth: AuthContext,
  ): Promise<OrdersAnswer> {
    return this.answer(query, auth, (scope) => this.orders.orders(scope));
  }

  @Get('revenue')
  @ApiOperation({
    summary: 'Umsatz brutto, netto, Steuer je Satz, nach Zahlungsart und Filiale, Ø Warenkorb',
  })
  @ApiData('RevenueAnswer')
  revenue(@Query() query: StatisticsQueryDto, @Auth() auth: AuthContext): Promise<RevenueAnswer> {
    return this.answer(query, auth, (scope) => this.orders.revenue(scope));
  }

  @Get('canceled-orders')
  @ApiOperation({
    summary: 'Abgelehnte, stornierte und fehlgeschlagene Bestellungen mit entgangenem Umsatz',
  })
  @ApiData('CanceledOrdersAnswer')
  canceledOrders(
    @Query() query: StatisticsQueryDto,
    @Auth() auth: AuthContext,
  ): Promise<CanceledOrdersAnswer> {
    return this.answer(query, auth, (scope) => this.orders.canceledOrders(scope));
  }

  @Get('items')
  @ApiOperation({ summary: 'Verkaufte Artikel je Tag' })
  @ApiData('ItemsAnswer')
  items(@Query() query: StatisticsQueryDto, @Auth() auth: AuthContext): Promise<ItemsAnswer> {
    return this.answer(query, auth, (scope) => this.orders.items(scope));
  }

  @Get('popular-items')
  @ApiOperation({ summary: 'Meistverkaufte Produkte nach Menge und Umsatz' })
  @ApiData('PopularItemsAnswer')
  popularItems(
    @Query() query: StatisticsQueryDto,
    @Auth() auth: AuthContext,
  ): Promise<PopularItemsAnswer> {
    return this.answer(query, auth, (scope) => this.orders.popularItems(scope));
  }

  @Get('order-times')
  @ApiOperation({ summary: 'Bestellungen nach Wochentag und halber Stunde' })
  @ApiData('HeatMapAnswer')
  orderTimes(
    @Query() query: StatisticsQueryDto,
    @Auth() auth: AuthContext,
  ): Promise<HeatMapAnswer> {
    return this.answer(query, auth, (scope) => this.orders.orderTimes(scope));
  }

  @Get('working-activities')
  @ApiOperation({ summary: 'Netto-Arbeitszeit je Mitarbeiter/in, Filiale und Tag' })
  @ApiData('WorkingActivitiesAnswer')
  workingActivities(
    @Query() query: StatisticsQueryDto,
    @Auth() auth: AuthContext,
  ): Promise<WorkingActivitiesAnswer> {
    return this.answer(query, auth, (scope) => this.work.workingActivities(scope));
  }

  @Get('working-schedules')
  @ApiOperation({ summary: 'Geplante gegen gearbeitete Stunden' })
  @ApiData('WorkingSchedulesAnswer')
  workingSchedules(
    @Query() query: StatisticsQueryDto,
    @Auth() auth: AuthContext,
  ): Promise<WorkingSchedulesAnswer> {
    return this.answer(query, auth, (scope) => this.work.workingSchedules(scope));
  }
}
